import { smsSegments } from '@tracker/kit/messaging/sms-segments';

/**
 * The most messages one text of this service may take. Carriers bill and deliver each part, and a
 * long text arrives split on older phones; two parts are what every notice and answer is held to
 * (a HELP answer in English to one), and the segment-count test checks each template against it.
 */
export const TEXT_MAX_SEGMENTS = 2;

/** Whether `body` fits the budget of messages for its encoding (GSM-7 or UCS-2). */
export function fitsTextBudget(body: string, maxSegments: number = TEXT_MAX_SEGMENTS): boolean {
  return smsSegments(body) <= maxSegments;
}

/**
 * The first of `variants` that fits the budget, else the last (the shortest, by convention). Names
 * people or staff typed (an exemption type, an employer) can be long or carry a character outside
 * GSM-7, which turns the whole text into UCS-2 and cuts a message from 153 characters to 67: the
 * shorter wording then leaves the name out rather than split the text in three.
 */
export function firstFitting(...variants: [string, ...string[]]): string {
  return variants.find((variant) => fitsTextBudget(variant)) ?? variants[variants.length - 1]!;
}
