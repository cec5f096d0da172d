import { launchFirefox, missingForFirefox } from '../helpers/engines/firefox';
import { defineEngineSmokeSuite } from '../suites/engines/smoke-suite';

// Debian's firefox-esr over WebDriver BiDi (tests/helpers/engines/firefox.ts).
defineEngineSmokeSuite('Firefox', launchFirefox, missingForFirefox());
