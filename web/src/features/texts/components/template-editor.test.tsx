import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_TEMPLATES } from '@inkforge/domain';
import { render, screen } from '@/test-utils/render';
import { TemplateEditor } from './template-editor';

function Editor({ start }: { start: string }) {
  const [value, setValue] = useState(start);
  return (
    <TemplateEditor
      kind="reminder"
      value={value}
      defaultValue={DEFAULT_TEXT_TEMPLATES.reminder}
      studio="Ink Wolf"
      onChange={setValue}
    />
  );
}

describe('TemplateEditor', () => {
  it('previews the wording with a sample client, date and the studio, and counts it', async () => {
    const user = userEvent.setup();
    render(<Editor start="{studio}: Hi {firstName}, {date} at {time}." />);
    expect(screen.getByTestId('template-preview')).toHaveTextContent(
      'Ink Wolf: Hi Alexandra, Wednesday 24 September at 14:30.',
    );
    expect(screen.getByTestId('segment-count')).toHaveTextContent('1 segment (GSM-7)');

    await user.type(screen.getByLabelText('Reminder'), ' 🖤');
    expect(screen.getByTestId('template-preview')).toHaveTextContent('14:30. 🖤');
    expect(screen.getByTestId('segment-count')).toHaveTextContent('(UCS-2)');
    expect(screen.getByText(/An emoji makes each part 70 characters/)).toBeInTheDocument();
  });

  it('resets to the default wording', async () => {
    const user = userEvent.setup();
    render(<Editor start="{studio}: see you {date}" />);
    const reset = screen.getByRole('button', { name: 'Reset to default: Reminder' });
    await user.click(reset);
    expect(screen.getByLabelText('Reminder')).toHaveValue(DEFAULT_TEXT_TEMPLATES.reminder);
    expect(reset).toBeDisabled();
  });

  it('lists the placeholders in words', () => {
    render(<Editor start="{studio}" />);
    expect(screen.getByText(/\{firstName\} client's first name/)).toBeInTheDocument();
  });
});
