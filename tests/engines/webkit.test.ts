import { launchWebKit, missingForWebKit } from '../helpers/engines/webkit';
import { defineEngineSmokeSuite } from '../suites/engines/smoke-suite';

// WebKitGTK through WebKitWebDriver, in Xvfb (tests/helpers/engines/webkit.ts).
defineEngineSmokeSuite('WebKit', launchWebKit, missingForWebKit());
