import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../../src/features/home/components/faq-accordion';
import '../../src/features/home/i18n';
import { renderPublic } from '../support/render';

const QUESTIONS = [
  'Who has to meet the work requirement?',
  'How many hours do I need, and when do I report them?',
  'What happens if I do not meet the requirement?',
];

function answerOf(button: HTMLElement) {
  const id = button.getAttribute('aria-controls');
  const answer = id ? document.getElementById(id) : null;
  expect(answer).not.toBeNull();
  return answer!;
}

describe('FAQ accordion', () => {
  it('has exactly three questions, all closed at first', () => {
    renderPublic(<FaqAccordion />);
    const buttons = QUESTIONS.map((name) => screen.getByRole('button', { name }));
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);
    for (const button of buttons) expect(answerOf(button)).not.toBeVisible();
  });

  it('opens one answer at a time: opening another closes the one that was open', async () => {
    const user = userEvent.setup();
    renderPublic(<FaqAccordion />);
    const [who, hours, missed] = QUESTIONS.map((name) => screen.getByRole('button', { name }));

    await user.click(who!);
    expect(who).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(who!)).toBeVisible();
    expect(answerOf(who!)).toHaveTextContent(/19 to 64/);

    await user.click(hours!);
    expect(hours).toHaveAttribute('aria-expanded', 'true');
    expect(who).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(who!)).not.toBeVisible();
    expect(answerOf(hours!)).toHaveTextContent(/80 hours.*20 hours.*by the 15th/);

    await user.click(missed!);
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([missed]);
    expect(answerOf(missed!)).toHaveTextContent(/30 days/);
  });

  it('closes the open answer when its question is chosen again, by keyboard too', async () => {
    const user = userEvent.setup();
    renderPublic(<FaqAccordion />);
    const who = screen.getByRole('button', { name: QUESTIONS[0] });
    who.focus();
    await user.keyboard('{Enter}');
    expect(who).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(who).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
