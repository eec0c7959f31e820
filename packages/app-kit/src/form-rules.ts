import { chineseErrorMap } from '@qyfw/portal-sdk/schemas';
import type { z } from 'zod';

/** What an antd Form rule needs: a validator that rejects with the message to show. */
export interface SchemaRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
  validateTrigger?: string | string[];
}

/**
 * A form field checked by the SDK's zod schema (contract §5), so the page refuses exactly what the
 * server refuses, with the same Chinese message. Only the first issue is shown.
 */
export function schemaRule(schema: z.ZodType): SchemaRule {
  return {
    validator: async (_rule, value) => {
      // zod's own messages in Chinese too (the SDK no longer sets zod's locale globally).
      const result = schema.safeParse(value ?? '', { error: chineseErrorMap });
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入有误');
    },
  };
}
