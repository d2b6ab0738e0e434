// What a kept region (<KeptHtml>) reaches: the browser keeps a kept region's server HTML and never
// hydrates it, so a client component, an event handler or a hook inside one is a control that
// silently does nothing. Only plain links work there (KeptHtml routes them itself).
//
// From each <KeptHtml> element this follows, with the TypeScript parser, every name the region's
// children use: a component it renders, a helper or a value it calls, the local declarations and
// the project modules they come from (imports resolved as tsconfig.json resolves them), and on
// through what those use. Packages are not followed: next/link and next/image work in kept HTML.
// A lookup into an object of panels guarded by a Set (`KEPT.has(id) ? <KeptHtml>{panels[id]()}`)
// follows only the panels whose keys the Set holds. Type positions are skipped: types render
// nothing. A region that renders its own component's children (a kept wrapper) fails: its
// content is written by the callers, which this does not follow.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export interface KeptReport {
  /** Each <KeptHtml> element found, as `file:line <KeptHtml>`. */
  regions: string[]
  /** Each declaration followed from a region, as the chain that reached it. */
  reached: string[]
  /** Each client module, event handler or hook a region reaches, as the chain that reached it. */
  violations: string[]
}

export interface KeptOptions {
  root: string
  /** Folders (relative to root) searched for <KeptHtml> elements. */
  dirs: string[]
  /** Client modules (paths relative to root) known to work in kept HTML, each with why. */
  allow: Readonly<Record<string, string>>
}

const KEPT_MODULE = 'src/components/ui/KeptHtml.client.tsx'
const EVENT_HANDLER = /^on[A-Z]/
const HOOK = /^use[A-Z]/

interface Module {
  file: string
  rel: string
  sf: ts.SourceFile
  client: boolean
}

/** Where a name used in a region comes from. */
type Binding =
  | { kind: 'local'; node: ts.Node }
  | { kind: 'import'; from: string; imported: string }
  /** A parameter or loop variable (node: its declaration): its value comes from elsewhere. */
  | { kind: 'opaque'; node: ts.Node }

/** `KEPT.has(key)`, KEPT a `new Set([...])` of strings: where it holds, key is one of keys. */
interface Guard {
  key: string
  /** The declaration of the key's first name, so a guard on another `id` does not count. */
  root: ts.Node | undefined
  keys: string[]
}

interface Context {
  mod: Module
  chain: string[]
  /** The guards a kept region sits under, for the lookups its local declarations make. */
  guards: Guard[]
  /** The <KeptHtml> element the chain starts at. */
  region: ts.Node
}

export function analyseKeptRegions(options: KeptOptions): KeptReport {
  return new KeptAnalysis(options).run()
}

class KeptAnalysis {
  private readonly modules = new Map<string, Module>()
  /** The declarations followed, each with the guards it was followed under. */
  private readonly visited = new Map<ts.Node, Set<string>>()
  private readonly reported = new Set<string>()
  private readonly compilerOptions: ts.CompilerOptions
  private readonly resolutionCache: ts.ModuleResolutionCache
  private readonly report: KeptReport = { regions: [], reached: [], violations: [] }

  constructor(private readonly options: KeptOptions) {
    const { config } = ts.readConfigFile(path.join(options.root, 'tsconfig.json'), ts.sys.readFile)
    // Only the compiler options (paths, module resolution): the files are the ones imports reach.
    this.compilerOptions = ts.parseJsonConfigFileContent(
      { compilerOptions: config.compilerOptions, files: [] },
      ts.sys,
      options.root,
    ).options
    this.resolutionCache = ts.createModuleResolutionCache(options.root, (name) => name, this.compilerOptions)
  }

  run(): KeptReport {
    for (const dir of this.options.dirs) {
      for (const file of sourceFiles(path.join(this.options.root, dir))) {
        // Only a file that names KeptHtml can hold a region: the rest are parsed when reached.
        if (fs.readFileSync(file, 'utf8').includes('KeptHtml')) this.findRegions(this.load(file))
      }
    }
    return this.report
  }

  private findRegions(mod: Module) {
    const walk = (node: ts.Node) => {
      if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
        const opening = ts.isJsxElement(node) ? node.openingElement : node
        if (this.isKeptHtml(opening.tagName)) {
          const label = `${mod.rel}:${line(node)} <KeptHtml>`
          this.report.regions.push(label)
          const ctx = { mod, chain: [label], guards: guardsAround(node), region: node }
          for (const attribute of opening.attributes.properties) if (attribute.name?.getText() === 'children') this.visit(attribute, ctx)
          if (ts.isJsxElement(node)) for (const child of node.children) this.visit(child, ctx)
        }
      }
      ts.forEachChild(node, walk)
    }
    walk(mod.sf)
  }

  private isKeptHtml(tag: ts.JsxTagNameExpression): boolean {
    if (!ts.isIdentifier(tag)) return false
    const binding = lookup(tag.text, tag)
    if (binding?.kind !== 'import' || binding.imported !== 'KeptHtml') return false
    return this.resolve(binding.from, tag.getSourceFile().fileName) === path.join(this.options.root, KEPT_MODULE)
  }

  private visit(node: ts.Node, ctx: Context): void {
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isImportDeclaration(node)) return
    if (ts.isIdentifier(node) || (ts.isPropertyAccessExpression(node) && node.name.text === 'children')) {
      if (this.callersChildren(node, ctx)) {
        return this.violation(
          ctx,
          `{${node.getText()}} (${ctx.mod.rel}:${line(node)}): the callers' content, which this check cannot follow`,
        )
      }
    }
    if (ts.isIdentifier(node)) {
      if (isReference(node)) this.follow(lookup(node.text, node), node.text, ctx)
      return
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      for (const attribute of node.attributes.properties) {
        const name = attribute.name?.getText() ?? ''
        if (ts.isJsxAttribute(attribute) && EVENT_HANDLER.test(name)) {
          this.violation(ctx, `<${node.tagName.getText()} ${name}> (${ctx.mod.rel}:${line(attribute)})`)
        }
      }
    }
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return this.visitImportCall(node, ctx)
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression
      if (ts.isIdentifier(callee) && HOOK.test(callee.text)) this.violation(ctx, `${callee.text}() (${ctx.mod.rel}:${line(node)})`)
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const binding = lookup(node.expression.text, node.expression)
      if (binding?.kind === 'import' && binding.imported === '*') {
        return this.followImport(binding.from, ctx.mod, node.name.text, node.getText(), ctx)
      }
    }
    if (ts.isElementAccessExpression(node) && this.visitGuardedPanels(node, ctx)) return
    ts.forEachChild(node, (child) => this.visit(child, ctx))
  }

  /**
   * `children` (or `props.children`) of the component that renders the region: a kept wrapper
   * whose content its callers write, out of this check's sight. A component rendered inside a
   * region may render its children: they were followed where the region's content is written.
   */
  private callersChildren(node: ts.Identifier | ts.PropertyAccessExpression, ctx: Context): boolean {
    const name = ts.isIdentifier(node) ? node : node.expression
    if (!ts.isIdentifier(name) || (ts.isIdentifier(node) && (node.text !== 'children' || !isReference(node)))) return false
    const binding = lookup(name.text, name)
    return binding?.kind === 'opaque' && ts.isParameter(binding.node) && contains(binding.node.parent, ctx.region)
  }

  /** `import('./X')`: a module loaded on demand is reached too. */
  private visitImportCall(node: ts.CallExpression, ctx: Context) {
    const [specifier] = node.arguments
    if (specifier && ts.isStringLiteralLike(specifier)) this.followImport(specifier.text, ctx.mod, '*', `import('${specifier.text}')`, ctx)
  }

  /**
   * `panels[id]` where a `KEPT.has(id)` guard holds (around the region or the lookup) and panels
   * is an object literal: only the kept keys' panels. False when the lookup is not one.
   */
  private visitGuardedPanels(node: ts.ElementAccessExpression, ctx: Context): boolean {
    if (!ts.isIdentifier(node.expression)) return false
    const panels = localInitializer(lookup(node.expression.text, node.expression))
    const key = keyOf(node.argumentExpression)
    if (!panels || !ts.isObjectLiteralExpression(panels) || !key) return false
    const guard = [...ctx.guards, ...guardsAround(node)].find((g) => g.key === key.key && g.root === key.root)
    if (!guard) return false
    const { keys } = guard
    for (const property of panels.properties) {
      const key = property.name && propertyName(property.name)
      if (key !== undefined && keys.includes(key)) this.followLocal(property, `${node.expression.text}.${key}`, ctx)
    }
    return true
  }

  private follow(binding: Binding | undefined, name: string, ctx: Context) {
    if (binding?.kind === 'local') this.followLocal(binding.node, name, ctx)
    else if (binding?.kind === 'import') this.followImport(binding.from, ctx.mod, binding.imported, name, ctx)
  }

  private followLocal(node: ts.Node, label: string, ctx: Context) {
    const mod = this.load(node.getSourceFile().fileName)
    // A guard names bindings of the region's own file: another module's `id` is another binding.
    const guards = mod === ctx.mod ? ctx.guards : []
    // Followed again under other guards, a lookup in it may reach panels it did not before.
    const under = guards.map((g) => `${g.key}:${g.keys.join()}`).join(';')
    const seen = this.visited.get(node) ?? new Set()
    if (seen.has(under)) return
    this.visited.set(node, seen.add(under))
    const chain = [...ctx.chain, label]
    this.report.reached.push(chain.join(' → '))
    this.visit(node, { ...ctx, mod, chain, guards })
  }

  private followImport(specifier: string, from: Module, imported: string, name: string, ctx: Context) {
    const file = this.resolve(specifier, from.file)
    if (!file) return
    const mod = this.load(file)
    if (mod.client) {
      if (!(mod.rel in this.options.allow)) this.violation(ctx, `${name} (${mod.rel}: 'use client')`)
      return
    }
    if (imported === '*') return this.followLocal(mod.sf, `${name} (${mod.rel})`, ctx)
    const found = this.findExport(mod, imported, new Set())
    if (found?.binding.kind === 'local') this.followLocal(found.binding.node, `${name} (${found.mod.rel})`, ctx)
    else if (found?.binding.kind === 'import') this.followImport(found.binding.from, found.mod, found.binding.imported, name, ctx)
  }

  /** The declaration a module exports under a name, through `export { x }` and `export *`. */
  private findExport(mod: Module, name: string, seen: Set<Module>): { binding: Binding; mod: Module } | undefined {
    if (seen.has(mod)) return undefined
    seen.add(mod)
    for (const statement of mod.sf.statements) {
      const binding = exportedAs(statement, name)
      if (binding) return { binding, mod }
    }
    // `export * from './x'` last: a module's own exports win over those it passes on.
    for (const statement of mod.sf.statements) {
      if (!ts.isExportDeclaration(statement) || statement.exportClause || statement.isTypeOnly || !statement.moduleSpecifier) continue
      if (!ts.isStringLiteral(statement.moduleSpecifier)) continue
      const file = this.resolve(statement.moduleSpecifier.text, mod.file)
      const found = file && this.findExport(this.load(file), name, seen)
      if (found) return found
    }
    return undefined
  }

  private violation(ctx: Context, what: string) {
    const message = [...ctx.chain, what].join(' → ')
    if (this.reported.has(what)) return
    this.reported.add(what)
    this.report.violations.push(message)
  }

  /** The project file an import names, or undefined for a package or a file TypeScript cannot read. */
  private resolve(specifier: string, containingFile: string): string | undefined {
    const { resolvedModule } = ts.resolveModuleName(specifier, containingFile, this.compilerOptions, ts.sys, this.resolutionCache)
    if (!resolvedModule || resolvedModule.isExternalLibraryImport || resolvedModule.resolvedFileName.includes('/node_modules/'))
      return undefined
    if (resolvedModule.resolvedFileName.endsWith('.d.ts')) return undefined
    return path.resolve(resolvedModule.resolvedFileName)
  }

  private load(file: string): Module {
    let mod = this.modules.get(file)
    if (!mod) {
      const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, scriptKind(file))
      mod = { file, rel: rel(this.options.root, file), sf, client: hasDirective(sf, 'use client') }
      this.modules.set(file, mod)
    }
    return mod
  }
}

/** The binding a top-level statement exports under a name, if it does. */
function exportedAs(statement: ts.Statement, name: string): Binding | undefined {
  if (ts.isExportAssignment(statement))
    return name === 'default' && !statement.isExportEquals ? { kind: 'local', node: statement.expression } : undefined
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) return undefined
    const element = statement.exportClause.elements.find((e) => !e.isTypeOnly && e.name.text === name)
    if (!element) return undefined
    const original = (element.propertyName ?? element.name).text
    if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      return { kind: 'import', from: statement.moduleSpecifier.text, imported: original }
    }
    return declaredIn(statement.getSourceFile().statements, original)
  }
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined
  if (!modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return undefined
  const isDefault = modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  if (
    (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
    (isDefault ? name === 'default' : statement.name?.text === name)
  ) {
    return { kind: 'local', node: statement }
  }
  if (ts.isVariableStatement(statement)) {
    const declaration = statement.declarationList.declarations.find((d) => bindsName(d.name, name))
    if (declaration) return { kind: 'local', node: declaration }
  }
  return undefined
}

/** The declaration a name in scope at `from` refers to: undefined for a global. */
function lookup(name: string, from: ts.Node): Binding | undefined {
  for (let node = from.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      const parameter = node.parameters.find((p) => bindsName(p.name, name))
      if (parameter) return { kind: 'opaque', node: parameter }
      if ((ts.isFunctionExpression(node) || ts.isClassExpression(node)) && node.name?.text === name) return { kind: 'local', node }
    }
    if (ts.isCatchClause(node) && node.variableDeclaration && bindsName(node.variableDeclaration.name, name)) {
      return { kind: 'opaque', node: node.variableDeclaration }
    }
    if ((ts.isForStatement(node) || ts.isForOfStatement(node) || ts.isForInStatement(node)) && node.initializer) {
      const list = node.initializer
      const declaration = ts.isVariableDeclarationList(list) ? list.declarations.find((d) => bindsName(d.name, name)) : undefined
      if (declaration) return { kind: 'opaque', node: declaration }
    }
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseClause(node) || ts.isDefaultClause(node)) {
      const binding = declaredIn(node.statements, name)
      if (binding) return binding
    }
  }
  return undefined
}

function declaredIn(statements: ts.NodeArray<ts.Statement>, name: string): Binding | undefined {
  for (const statement of statements) {
    if (ts.isVariableStatement(statement)) {
      // A destructured name follows its whole initializer (`const [open, setOpen] = useState()`).
      const declaration = statement.declarationList.declarations.find((d) => bindsName(d.name, name))
      if (declaration) return { kind: 'local', node: declaration }
    } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) {
      if (statement.name?.text === name) return { kind: 'local', node: statement }
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause
      if (!clause || clause.isTypeOnly) continue
      const from = statement.moduleSpecifier.text
      if (clause.name?.text === name) return { kind: 'import', from, imported: 'default' }
      const bindings = clause.namedBindings
      if (bindings && ts.isNamespaceImport(bindings) && bindings.name.text === name) return { kind: 'import', from, imported: '*' }
      if (bindings && ts.isNamedImports(bindings)) {
        const element = bindings.elements.find((e) => !e.isTypeOnly && e.name.text === name)
        if (element) return { kind: 'import', from, imported: (element.propertyName ?? element.name).text }
      }
    }
  }
  return undefined
}

function bindsName(name: ts.BindingName, wanted: string): boolean {
  if (ts.isIdentifier(name)) return name.text === wanted
  return name.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, wanted))
}

/** Whether an identifier reads a binding (not a declaration's, a property's or an attribute's name). */
function isReference(id: ts.Identifier): boolean {
  const parent = id.parent
  if (ts.isShorthandPropertyAssignment(parent)) return true
  if ((parent as { name?: ts.Node }).name === id) return false
  if (ts.isBindingElement(parent) && parent.propertyName === id) return false
  if (ts.isJsxClosingElement(parent) || ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false
  // An intrinsic element (<div>) is a tag, not a name: a lower-case tag without a dot.
  if ((ts.isJsxOpeningElement(parent) || ts.isJsxSelfClosingElement(parent)) && parent.tagName === id) return !/^[a-z]/.test(id.text)
  return true
}

/** The initializer a local binding of a const holds, without `as`, `satisfies` or parentheses. */
function localInitializer(binding: Binding | undefined): ts.Expression | undefined {
  if (binding?.kind !== 'local' || !ts.isVariableDeclaration(binding.node) || !binding.node.initializer) return undefined
  let expression = binding.node.initializer
  while (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression)) {
    expression = expression.expression
  }
  return expression
}

/** The `SET.has(key)` guards that hold where `node` is: the conditions it is the true side of. */
function guardsAround(node: ts.Node): Guard[] {
  const guards: Guard[] = []
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    const condition =
      ts.isConditionalExpression(parent) && parent.whenTrue === child
        ? parent.condition
        : ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && parent.right === child
          ? parent.left
          : ts.isIfStatement(parent) && parent.thenStatement === child
            ? parent.expression
            : undefined
    const guard = condition && setGuard(condition)
    if (guard) guards.push(guard)
  }
  return guards
}

function setGuard(condition: ts.Expression): Guard | undefined {
  if (!ts.isCallExpression(condition) || !ts.isPropertyAccessExpression(condition.expression)) return undefined
  const { expression: set, name } = condition.expression
  const [argument] = condition.arguments
  const key = argument && keyOf(argument)
  if (name.text !== 'has' || !ts.isIdentifier(set) || !key) return undefined
  const created = localInitializer(lookup(set.text, set))
  if (!created || !ts.isNewExpression(created) || created.expression.getText() !== 'Set') return undefined
  const [values] = created.arguments ?? []
  if (!values || !ts.isArrayLiteralExpression(values) || !values.elements.every(ts.isStringLiteralLike)) return undefined
  return { ...key, keys: values.elements.map((element) => (element as ts.StringLiteralLike).text) }
}

/** A key a guard can name: `id` or `block.blockType`, with the declaration of its first name. */
function keyOf(expression: ts.Expression): Omit<Guard, 'keys'> | undefined {
  let first = expression
  while (ts.isPropertyAccessExpression(first)) first = first.expression
  if (!ts.isIdentifier(first)) return undefined
  const binding = lookup(first.text, first)
  return { key: expression.getText().replace(/\s+/g, ''), root: binding && 'node' in binding ? binding.node : undefined }
}

function contains(outer: ts.Node, inner: ts.Node): boolean {
  return outer.getSourceFile() === inner.getSourceFile() && outer.pos <= inner.pos && inner.end <= outer.end
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name) ? name.text : undefined
}

function hasDirective(sf: ts.SourceFile, directive: string): boolean {
  for (const statement of sf.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false
    if (statement.expression.text === directive) return true
  }
  return false
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(file)
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield file
  }
}

function scriptKind(file: string): ts.ScriptKind {
  return file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
}

function line(node: ts.Node): number {
  const sf = node.getSourceFile()
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
}

function rel(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/')
}
