import * as z from 'zod';

// Building blocks shared by the content schemas.

export const isoDate = z.iso.date({ message: 'expected an ISO date (YYYY-MM-DD)' });
export const text = z.string().trim().min(1, { message: 'must not be empty' });
