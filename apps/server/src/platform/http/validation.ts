import { messages } from '@iyl/core/catalog/messages';
import { allTextStorable } from '@iyl/core/text/storable';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * The one validation of every request's body, query and path parameters: first, no string in them
 * may hold text PostgreSQL cannot store (a NUL, half an emoji), whatever the endpoint; then the
 * route's zod schema. Both run before the handler, so a refused request changes nothing and spends
 * no AI allowance.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => (allTextStorable(data) ? validate(data) : { error: badRequest(messages.unsupportedText) });
};
