// The head script every page carries inline (src/head/head-script.js), as the shell writes it:
// its comment lines and indentation left out (the source uses only whole-line // comments and no
// multi-line strings, so nothing else changes; src/head/head-script.test.ts runs this very text).
// Its hash must be HEAD_SCRIPT_HASH in src/config/content-security-policy.cjs: the build checks.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS: webpack.config.ts and jest load it as it is
const crypto = require('node:crypto');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const path = require('node:path');

const SOURCE = path.join(__dirname, '..', 'src', 'head', 'head-script.js');

/** @returns {string} the script's text as the pages carry it */
function headScriptText() {
  return fs
    .readFileSync(SOURCE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/** @param {string} text @returns {string} the quoted CSP source that allows it */
function scriptHash(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

module.exports = { headScriptText, scriptHash };
