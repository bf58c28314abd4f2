// The system Chromium and the switches every headless run of it takes, for the browser tests (e2e/)
// and `npm run bench:web` alike, so both drive the same browser the same way. Background networking
// is off because this machine reaches no outside host. The file imports nothing, so the e2e
// project can take it in without pulling the API's code into its type check.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
