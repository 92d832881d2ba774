/**
 * The environment the server runs with under `npm start`. Each argon2 hash allocates 19 MB; with these
 * glibc settings that memory goes back to the system after a sign-in instead of staying resident.
 * Values already set by the caller win.
 */
export function serverEnvironment(environment = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576', ...environment }
}
