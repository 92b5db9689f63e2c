import { expect, test } from 'vitest';
import { requestRetentionYears } from '../../src/contact/retention.ts';
import { databaseRetention } from './database-retention.ts';

test('the database deletes unanswered requests after the period the privacy policy is held to', () => {
  expect(databaseRetention().years).toBe(requestRetentionYears);
});
