/**
 * How the extension starts the language server process, apart from VS Code's API (so it can be tested
 * without VS Code).
 */

/**
 * glibc gives every thread that allocates its own malloc arena and keeps freed memory in each: the server
 * runs three threads that handle texts of megabytes (the main thread, the document worker and its scan
 * helper), and each kept tens of megabytes it no longer used. Two arenas for the whole process: 20 to
 * 40 MB less resident memory with a 10 MB document open (bench/editor.mjs), no slower.
 */
const MALLOC_ARENAS = '2';

/**
 * V8 grows a thread's young generation up to 3 x 16 MB while it allocates briskly, and the server's main
 * thread does on every edit of a large document (diagnostics converted and serialized): with a 10 MB
 * document open, its resident memory grew from about 215 to 300-350 MB over 1,000 edits. Capped at
 * 4 MB semi-spaces it stays at about 215 MB, with edits as fast (bench/editor.mjs).
 */
export const SERVER_EXEC_ARGV: readonly string[] = ['--max-semi-space-size=4'];

/** The environment variables the server process gets beyond the extension host's (a person's own setting wins). */
export function serverEnvironment(
  current: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  return current.MALLOC_ARENA_MAX === undefined ? { MALLOC_ARENA_MAX: MALLOC_ARENAS } : {};
}
