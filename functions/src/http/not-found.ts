import { errorBody } from '@inkforge/domain';
import type { RequestHandler } from 'express';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody('NOT_FOUND'));
};
