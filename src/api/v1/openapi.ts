/** An OpenAPI JSON response or body description for a zod schema. */
export const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})
