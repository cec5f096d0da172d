#!/usr/bin/python3
"""The WebKitGTK browser WebKitWebDriver starts for the cross-engine smoke suite.

WebKitWebDriver launches a browser binary with --automation and drives the web view
that browser hands to its automation session. MiniBrowser's command-line settings do
not reach that view, so this shell makes the view itself, and with it:

- the collector (argv[2], a JavaScript file) as a user script at document start, before
  any page script, in every document the view loads;
- a script message handler through which the collector reports, appended as JSON lines
  to argv[3] (the page's own globals do not outlive a navigation; this file does);
- a dead proxy for every host but 127.0.0.1, so that nothing reaches a third party.

Debian's python3 on purpose (shebang): python3-gi and the WebKit2 4.1 typelib
(gir1.2-webkit2-4.1, the version webkit2gtk-driver is built against) live there.
"""

import json
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

# argv: the shell, --automation (from WebKitWebDriver), then webkitgtk:browserOptions' args.
args = [a for a in sys.argv[1:] if a != "--automation"]
collector_path, report_path, dead_proxy = args[0], args[1], args[2]
handler = "engineSmoke"

context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
proxy = WebKit2.NetworkProxySettings.new(dead_proxy, ["127.0.0.1", "localhost"])
context.get_website_data_manager().set_network_proxy_settings(WebKit2.NetworkProxyMode.CUSTOM, proxy)

content = WebKit2.UserContentManager()
with open(collector_path, encoding="utf-8") as f:
    content.add_script(
        WebKit2.UserScript.new(
            f.read(),
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
report = open(report_path, "a", encoding="utf-8", buffering=1)


def on_message(_manager, result):
    # One JSON line per report, as the collector sent it (a JSON string).
    report.write(json.dumps(json.loads(result.get_js_value().to_string())) + "\n")


content.register_script_message_handler(handler)
content.connect("script-message-received::" + handler, on_message)

window = Gtk.Window()
window.set_default_size(1280, 800)
window.connect("destroy", Gtk.main_quit)
view = None


def create_view(_session):
    global view
    if view is None:
        settings = WebKit2.Settings()
        # Xvfb has no GPU: no compositing through GL, which would only fail there.
        settings.set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
        view = WebKit2.WebView(
            web_context=context,
            user_content_manager=content,
            settings=settings,
            is_controlled_by_automation=True,
        )
        window.add(view)
        window.show_all()
    return view


def on_automation(_context, session):
    info = WebKit2.ApplicationInfo.new()
    # The session's browserName and browserVersion: what the suite prints as the engine.
    info.set_name("WebKitGTK")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_view)


context.connect("automation-started", on_automation)
Gtk.main()
