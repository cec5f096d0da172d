/**
 * A W3C WebDriver session over HTTP: the few commands the smoke suite sends to
 * WebKitWebDriver. Written out rather than taken from a client library: it is a dozen
 * JSON requests, and WebKitGTK's driver speaks classic WebDriver only (no BiDi).
 */

/** The key WebDriver's key actions use for Escape (WebDriver's "normalised key value" table). */
const escapeKey = '\uE00C';
/** The property an element reference is sent under (WebDriver's "web element identifier"). */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

type ElementRef = { [elementKey]: string };

export class WebDriverSession {
  private constructor(
    private readonly endpoint: string,
    readonly capabilities: Record<string, unknown>
  ) {}

  /** Opens a session on the driver at `driverUrl` with `alwaysMatch` capabilities. */
  static async open(driverUrl: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await send<{ sessionId: string; capabilities: Record<string, unknown> }>(`${driverUrl}/session`, 'POST', {
      capabilities: { alwaysMatch }
    });
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.capabilities);
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(`${this.endpoint}${path}`, method, body);
  }

  /** Navigates and returns once the page has loaded (the session's page load strategy: "normal"). */
  navigate(url: string): Promise<void> {
    return this.command('POST', '/url', { url });
  }

  /** Runs `body` (a function body: `arguments` holds `args`, the last one being the callback) and resolves with what it passes to the callback. */
  executeAsync<T>(body: string, args: unknown[]): Promise<T> {
    return this.command('POST', '/execute/async', { script: body, args });
  }

  private async find(selector: string): Promise<string> {
    const ref = await this.command<ElementRef>('POST', '/element', { using: 'css selector', value: selector });
    return ref[elementKey];
  }

  async click(selector: string): Promise<void> {
    await this.command('POST', `/element/${await this.find(selector)}/click`, {});
  }

  /** Element Send Keys: types into a control, or for a file input names the file to choose. */
  async sendKeys(selector: string, text: string): Promise<void> {
    await this.command('POST', `/element/${await this.find(selector)}/value`, { text });
  }

  async pressEscape(): Promise<void> {
    const key = (type: 'keyDown' | 'keyUp') => ({ type, value: escapeKey });
    await this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: [key('keyDown'), key('keyUp')] }] });
    await this.command('DELETE', '/actions');
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    await this.command('POST', '/window/rect', { width, height });
  }

  async close(): Promise<void> {
    await this.command('DELETE', '');
  }
}

async function send<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${json.value.error}: ${json.value.message}`);
  return json.value;
}
