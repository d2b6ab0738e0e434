import path from 'node:path'

/**
 * The folder an upload collection keeps its files in: `.data/{name}`, or `{UPLOADS_DIR}/{name}`
 * when that is set (each int test worker has its own, so two seeding at once never share a file).
 * Uploads are runtime data, not build input: without the annotation the build traces every file in
 * the folder into its output, and fails if tests add or remove one meanwhile.
 */
export function uploadsFolder(name: string): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.UPLOADS_DIR ?? '.data', name)
}
