import { z } from '@hono/zod-openapi'

import { inEnglish } from '@/api/v1/schemas/in-english'

const question = z.object({
  type: z.string(),
  name: z.string(),
  label: z.string(),
  required: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  max_length: z.number().nullable(),
  options: z.array(
    z.object({
      label: z.string(),
      value: z.string(),
      lang: z.literal('en').optional().openapi({ description: 'Set when the label is still in English.' }),
    }),
  ),
  text: z.string(),
  content: z.string().openapi({ description: 'Clean HTML of a paragraph block.' }),
  in_english: inEnglish,
})

export const FormSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    use_captcha: z.boolean(),
    must_be_logged_on: z.boolean(),
    cost: z.number().openapi({ description: 'The price the sender pays on sending, in dollars; 0 for a plain form.' }),
    message: z.string().openapi({ description: 'Clean HTML above the questions.' }),
    submit_label: z.string(),
    data: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
    questions: z.array(question),
    in_english: inEnglish,
  })
  .openapi('Form')

/** An answer: text, a number or a checkbox's true/false; at most 200 KB (a signature picture). */
const answer = z.union([z.string().max(210_000), z.number(), z.boolean(), z.null()])

export const SubmitFormBody = z
  .object({
    data: z.record(z.string().max(60), answer).refine((d) => Object.keys(d).length <= 100, 'At most 100 answers.'),
    url: z.string().max(2000).optional().openapi({ description: 'The page it is sent from, base64 (or plain).' }),
    captcha: z
      .string()
      .max(4000)
      .optional()
      .openapi({ description: 'The solved challenge, base64 of { challenge, solution }.' }),
  })
  .strict()

export const SubmitFormAnswer = z
  .object({
    success: z.literal(true),
    error: z.null(),
    payment: z.string().nullable().openapi({ description: 'Where the browser goes to pay, for a form with a price.' }),
  })
  .openapi('FormSubmitted')

export const CaptchaChallengeSchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .openapi('CaptchaChallenge')
