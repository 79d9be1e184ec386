import { Button, Menu, Modal } from '@mantine/core';
import {
  IconChevronDown,
  IconFileDollar,
  IconReceipt,
  IconReplace,
  IconScale,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useMountWhenOpened } from '../../../lib/use-mount-when-opened';
import { ProjectChangeOrders } from './project-change-orders';
import { ProjectEstimates } from './project-estimates';
import { ProjectFinancials } from './project-financials';

type Panel = 'estimates' | 'change-orders' | 'financials';
const TITLES: Record<Panel, string> = {
  estimates: 'Estimates',
  'change-orders': 'Change orders',
  financials: 'Contract and billing',
};

/** The project card's entry to its estimates, change orders and contract (owner and office). */
export function ProjectContractMenu({
  projectId,
  projectName,
}: {
  projectId: string;
  projectName: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<Panel | null>(null);
  const mounted = useMountWhenOpened(open !== null, button);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            ref={button}
            variant="subtle"
            size="xs"
            leftSection={<IconFileDollar size={16} />}
            rightSection={<IconChevronDown size={14} />}
            aria-label={`Estimates and contract of ${projectName}`}
          >
            Contract
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconReceipt size={16} />} onClick={() => setOpen('estimates')}>
            Estimates
          </Menu.Item>
          <Menu.Item
            leftSection={<IconReplace size={16} />}
            onClick={() => setOpen('change-orders')}
          >
            Change orders
          </Menu.Item>
          <Menu.Item leftSection={<IconScale size={16} />} onClick={() => setOpen('financials')}>
            Contract and billing
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {mounted && (
        <Modal
          opened={open !== null}
          onClose={() => setOpen(null)}
          title={open ? `${TITLES[open]}: ${projectName}` : ''}
          size="lg"
        >
          {open === 'estimates' && <ProjectEstimates projectId={projectId} />}
          {open === 'change-orders' && <ProjectChangeOrders projectId={projectId} />}
          {open === 'financials' && <ProjectFinancials projectId={projectId} />}
        </Modal>
      )}
    </>
  );
}
