import { requestVerificationRequest } from '@tracker/contracts/http/verifications';
import { z } from 'zod';
import { type CreateValues, createRequestOf } from './create-values';

/** The contract's checks, run on what the form's values become. Loaded when the form is first checked. */
export const createFormSchema = z.preprocess(
  (values) => createRequestOf(values as CreateValues),
  requestVerificationRequest,
);
