import { errorResponseSchema } from '@quadro/contracts';

/** The `{ error, code }` response schema under each status a route can refuse with. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}
