// The one ending of the command-line tools: the process exits with main's code. An error the tool
// expects (a usage or input mistake, a database that cannot be reached) prints its message alone;
// anything else prints whole, with its stack, because it is a bug to report. An expected message may
// quote an input file, so its control characters (a terminal's escape sequences) are left out.
import { withoutControls } from '../csv/text.ts';

export function runCli(main: () => Promise<number>, isExpected: (error: unknown) => error is Error = isError): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(isExpected(error) ? withoutControls(error.message) : error);
      process.exit(1);
    },
  );
}

const isError = (error: unknown): error is Error => error instanceof Error;
