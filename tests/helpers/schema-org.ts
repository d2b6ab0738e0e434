// Validates JSON-LD documents against the schema.org vocabulary, offline: each node is compiled
// as the schema-dts type its @type names (schema-dts is generated from schema.org's own
// vocabulary file), so an unknown type, a property its type does not have, a value of the wrong
// kind or a misspelt enumeration member is a TypeScript error, reported per document.
import path from 'node:path'
import ts from 'typescript'

const CHECK_FILE = path.resolve('__schema_org_check__.ts')
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/
/** schema.org's action constraints: "query-input" annotates the action's own "query". */
const ACTION_CONSTRAINT = /^(.+)-(input|output)$/
const CONSTRAINT_TEXT = /^(required )?name=[A-Za-z_][A-Za-z0-9_]*$/

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A TypeScript expression for a JSON value; an action's `x-input` is checked as its `x`. */
function literal(value: Json, problems: string[]): string {
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, problems)).join(', ')}]`
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  const isAction = typeof value['@type'] === 'string' && value['@type'].endsWith('Action')
  const entries = Object.entries(value).map(([key, v]) => {
    const constraint = isAction ? ACTION_CONSTRAINT.exec(key) : null
    if (!constraint) return `${JSON.stringify(key)}: ${literal(v, problems)}`
    if (typeof v !== 'string' || !CONSTRAINT_TEXT.test(v))
      problems.push(`${key} is not of the form "required name=x": ${JSON.stringify(v)}`)
    return `${JSON.stringify(constraint[1])}: undefined as never`
  })
  return `{ ${entries.join(', ')} }`
}

/** The problems of each document, by name; a valid document has none. */
export function schemaOrgIssues(documents: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const issues: Record<string, string[]> = Object.fromEntries(Object.keys(documents).map((name) => [name, []]))
  const lines = ["import type * as S from 'schema-dts'"]
  const lineOwner: string[] = ['']
  for (const [name, raw] of Object.entries(documents)) {
    const doc = JSON.parse(JSON.stringify(raw)) as Record<string, Json>
    if (doc['@context'] !== 'https://schema.org') issues[name].push(`@context is ${JSON.stringify(doc['@context'])}`)
    const nodes = Array.isArray(doc['@graph']) ? doc['@graph'] : [doc]
    nodes.forEach((node, i) => {
      if (node === null || typeof node !== 'object' || Array.isArray(node)) return issues[name].push(`node ${i} is not an object`)
      const { '@context': _context, ...rest } = node
      const type = rest['@type']
      if (typeof type !== 'string' || !TYPE_NAME.test(type)) return issues[name].push(`node ${i} has @type ${JSON.stringify(type)}`)
      lines.push(`export const node${lines.length}: S.${type} = ${literal(rest, issues[name])}`)
      lineOwner.push(name)
    })
  }
  const source = lines.join('\n')
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es5.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  }
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists } = host
  host.getSourceFile = (file, language, ...rest) =>
    file === CHECK_FILE ? ts.createSourceFile(file, source, language) : getSourceFile.call(host, file, language, ...rest)
  host.fileExists = (file) => file === CHECK_FILE || fileExists.call(host, file)
  const program = ts.createProgram([CHECK_FILE], options, host)
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1
    const owner = lineOwner[line]
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n')
    if (owner) issues[owner].push(message)
    else throw new Error(`schema.org check failed to compile: ${message}`)
  }
  return Object.fromEntries(Object.entries(issues).filter(([, list]) => list.length > 0))
}
