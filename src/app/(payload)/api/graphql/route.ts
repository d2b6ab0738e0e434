import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphQL } from '@/src/cms/api-guard'

export const POST = guardGraphQL(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
