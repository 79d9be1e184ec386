import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { UpdateFormDialog } from './lazy-update-form-dialog';

/** The Add Update dialog behind one button (My day puts it one tap away). */
export function AddUpdateButton(props: ButtonProps & { className?: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={18} />} {...props} onClick={() => setOpened(true)}>
        Add Update
      </Button>
      <UpdateFormDialog opened={opened} editing={null} onClose={() => setOpened(false)} />
    </>
  );
}
