import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogForm, FormDialog } from './form-dialog';
import { Button } from './ui/button';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

function RenameDialog({ pending, refusal = null }: { pending: boolean; refusal?: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Rename</Button>}
      title="Rename search"
      description="Give it a new name."
    >
      <DialogForm
        onSubmit={(event: FormEvent) => event.preventDefault()}
        pending={pending}
        submitLabel="Save name"
        pendingLabel="Saving..."
        refusal={{ title: 'Could not rename', message: refusal }}
      >
        <FormField label="Name">
          <Input />
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('opens from its trigger as a labelled dialog with the form, Cancel and the submit button', async () => {
    render(<RenameDialog pending={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));

    const dialog = screen.getByRole('dialog', { name: 'Rename search' });
    expect(dialog).toHaveAccessibleDescription('Give it a new name.');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save name' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables both buttons and says it is saving while the request is pending', async () => {
    render(<RenameDialog pending />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save name' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal above the fields', async () => {
    render(<RenameDialog pending={false} refusal="You renamed it too often today." />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Could not renameYou renamed it too often today.');
  });

  it('closes on Escape and on Cancel, giving the focus back to the trigger', async () => {
    render(<RenameDialog pending={false} />);
    const trigger = screen.getByRole('button', { name: 'Rename' });

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
