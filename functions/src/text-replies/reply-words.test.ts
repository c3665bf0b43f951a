import { describe, expect, it } from 'vitest';
import { replyIntentOf } from './reply-words';

describe('replyIntentOf', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop ', 'stop'],
    ['StopAll', 'stop'],
    ['unsubscribe', 'stop'],
    ['CANCEL', 'stop'],
    ['end', 'stop'],
    ['Quit', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['help', 'help'],
    ['c', 'confirm'],
    ['Yes!', 'confirm'],
    ['R', 'move'],
    ['Please stop texting me at night', 'message'],
    ['cancel my appointment', 'message'],
    ['', 'message'],
  ])('%j is %s', (body, intent) => {
    expect(replyIntentOf(body).intent).toBe(intent);
  });
});
