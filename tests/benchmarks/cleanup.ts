/**
 * What a benchmark made (servers, browsers, temporary directories, databases) is undone once,
 * newest first, however the run ends: at its `await finish()`, when it throws, and on Ctrl-C or
 * SIGTERM. A bench registers each thing as it makes it and needs no exit handling of its own.
 *
 * The npm scripts run benches with `node --import tsx`, not the `tsx` command: that one relays a
 * signal to its child and kills it outright if the child has not confirmed within 30 ms, which a
 * busy machine may miss.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Cleanup = () => unknown;

const cleanups: Cleanup[] = [];
let finishing: Promise<never> | undefined;
let listening = false;

/** Registers `undo` to run when the process ends, before anything registered earlier. */
export function onCleanup(undo: Cleanup): void {
  if (!listening) listen();
  cleanups.push(undo);
}

/** A fresh directory under the system's temporary directory, removed at the end. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Runs every cleanup once (a failing one is reported and the rest still run), then exits: a
 * bench's last line, since the servers and browsers it made would keep the process alive.
 */
export function finish(code = Number(process.exitCode ?? 0)): Promise<never> {
  finishing ??= (async () => {
    for (let undo = cleanups.pop(); undo; undo = cleanups.pop()) {
      try {
        await undo();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
    process.exit(code);
  })();
  return finishing;
}

function listen() {
  listening = true;
  // A top-level await that rejects arrives here too, so a failed run still cleans up. Once the
  // run is ending (Ctrl-C), what its cleanups break on the way (a request to a stopped server)
  // is no news.
  const failed = (error: unknown) => {
    if (finishing) return;
    console.error(error);
    void finish(1);
  };
  process.on('uncaughtException', failed);
  process.on('unhandledRejection', failed);
  // Ctrl-C reaches a bench twice, from the terminal and forwarded by npm; the second must not
  // end the process (Node's default once no listener is left) before the cleanups are done.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.on(signal, () => {
      if (finishing) return;
      console.error(`${signal}: stopping and removing what this run made`);
      void finish(code);
    });
}
