/**
 * How the extension starts the language server process, apart from VS Code's API (so it can be tested
 * without VS Code).
 */

/**
 * glibc's malloc, tuned for a server that handles texts of megabytes on three threads (the main thread,
 * the document worker and its scan helper). By default each thread gets an arena of its own and keeps
 * the memory freed in it, and buffers of up to 32 MB come from those arenas once a large one was freed
 * (the threshold for giving them their own mapping grows): closing a 50 MB document gave little back, and
 * each thread kept tens of megabytes it no longer used. Two arenas, and every allocation of 128 KB or more
 * in a mapping of its own that is returned when freed: with a 10 MB document open about 40 MB less
 * resident memory, and after closing big documents it comes back (bench/stress.mjs), no slower.
 */
const MALLOC_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: String(128 * 1024),
};

/**
 * V8 grows a thread's young generation up to 3 x 16 MB while it allocates briskly, and the server's main
 * thread does on every edit of a large document (diagnostics converted and serialized): with a 10 MB
 * document open, its resident memory grew from about 215 to 300-350 MB over 1,000 edits. Capped at
 * 4 MB semi-spaces it stays at about 215 MB, with edits as fast (bench/editor.mjs).
 */
export const SERVER_EXEC_ARGV: readonly string[] = ['--max-semi-space-size=4'];

/** The environment variables the server process gets beyond the extension host's (a person's own settings win). */
export function serverEnvironment(
  current: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(MALLOC_SETTINGS).filter(([name]) => current[name] === undefined));
}
