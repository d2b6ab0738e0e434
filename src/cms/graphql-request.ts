// GraphQL requests Payload's handler would answer with a 500, answered here with a 4xx before
// Payload is asked. A body that is not JSON: multipart/form-data would reach Payload's upload
// parser, which throws. And queries that make Payload's complexity rule throw while it measures
// them, before GraphQL's own validation can report the mistake: a fragment that spreads itself
// (directly or through others; the rule follows the spreads without end), a subscription (the
// schema has none), and @include/@skip with an `if` that is missing, not a Boolean, or a variable
// without a value. Payload's `{ errors: [{ message }] }` shape is kept by the caller.
import {
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  NoFragmentCyclesRule,
  type OperationDefinitionNode,
  type SelectionSetNode,
  buildSchema,
  getDirectiveValues,
  parse,
  validate,
  valueFromASTUntyped,
} from 'graphql'

export interface GraphQLProblem {
  status: number
  message: string
}

/** graphql-http takes application/json only, in UTF-8 when a charset is named. */
export function graphqlContentTypeProblem(header: string | null): GraphQLProblem | null {
  const [type, ...params] = (header ?? '').toLowerCase().replace(/\s/g, '').split(';')
  const charset = params.find((p) => p.startsWith('charset='))
  if (type === 'application/json' && (charset === undefined || charset === 'charset=utf-8' || charset === 'charset=utf8')) return null
  return { status: 415, message: 'The GraphQL API takes JSON bodies only: send Content-Type: application/json and {"query": "..."}.' }
}

// The cycle rule reads only the document's fragments, so any valid schema serves.
const ANY_SCHEMA = buildSchema('type Query { _: Boolean }')
const bad = (message: string): GraphQLProblem => ({ status: 400, message })
type Variables = Record<string, unknown>

function fragmentCycle(document: DocumentNode): GraphQLProblem | null {
  const [cycle] = validate(ANY_SCHEMA, document, [NoFragmentCyclesRule])
  return cycle ? bad(`${cycle.message} A fragment cannot include itself.`) : null
}

/** The variables an operation runs with: those it defines, as sent, else their defaults. */
function operationVariables(operation: OperationDefinitionNode, sent: Variables): Variables {
  const values: Variables = {}
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value
    if (Object.hasOwn(sent, name)) values[name] = sent[name]
    else if (definition.defaultValue) values[name] = valueFromASTUntyped(definition.defaultValue)
  }
  return values
}

/** The first @include/@skip in a selection set (fragments followed) whose `if` cannot be read, as GraphQL words it. */
function directiveProblem(
  set: SelectionSetNode | undefined,
  variables: Variables,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): string | null {
  for (const selection of set?.selections ?? []) {
    const node = selection as { directives?: readonly DirectiveNode[] }
    try {
      getDirectiveValues(GraphQLIncludeDirective, node, variables)
      getDirectiveValues(GraphQLSkipDirective, node, variables)
    } catch (error) {
      return (error as Error).message
    }
    let inner: SelectionSetNode | undefined = selection.kind === Kind.FRAGMENT_SPREAD ? undefined : selection.selectionSet
    if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
      seen.add(selection.name.value)
      inner = fragments.get(selection.name.value)?.selectionSet
    }
    const problem = directiveProblem(inner, variables, fragments, seen)
    if (problem) return problem
  }
  return null
}

function operationProblem(document: DocumentNode, sent: Variables): GraphQLProblem | null {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  for (const operation of document.definitions) {
    if (operation.kind !== Kind.OPERATION_DEFINITION) continue
    if (operation.operation === 'subscription') return bad('Subscriptions are not supported: send a query or a mutation.')
    const problem = directiveProblem(operation.selectionSet, operationVariables(operation, sent), fragments, new Set())
    if (problem) return bad(problem)
  }
  return null
}

/** What in a parsed GraphQL body would make Payload answer 500, or null (a query GraphQL cannot parse is left to Payload's 400). */
export function graphqlQueryProblem(body: unknown): GraphQLProblem | null {
  const { query, variables } = (typeof body === 'object' && body !== null ? body : {}) as { query?: unknown; variables?: unknown }
  if (typeof query !== 'string') return null
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    return null
  }
  const sent = typeof variables === 'object' && variables !== null && !Array.isArray(variables) ? (variables as Variables) : {}
  try {
    return fragmentCycle(document) ?? operationProblem(document, sent)
  } catch (error) {
    if (error instanceof RangeError) return bad('The query is nested too deeply.')
    throw error
  }
}
