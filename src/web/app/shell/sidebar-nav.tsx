import { Group, NavLink, ScrollArea, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useUser } from '../../features/auth';
import { isActive, navItemsFor } from './nav-items';

interface SidebarNavProps {
  /** Icon mode: 3rem wide, labels in tooltips. */
  compact: boolean;
  onNavigate?: () => void;
}

export function SidebarNav({ compact, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const role = useUser().data?.role;
  return (
    <Stack gap="xs" h="100%">
      <Group
        gap="xs"
        px={compact ? 0 : 'xs'}
        py="xs"
        justify={compact ? 'center' : 'flex-start'}
        wrap="nowrap"
      >
        <ThemeIcon size={compact ? 'md' : 'lg'} radius="md" aria-hidden>
          <IconBuildingCommunity size={18} />
        </ThemeIcon>
        {!compact && (
          <Text fw={700} size="lg">
            Sitebook
          </Text>
        )}
      </Group>
      <ScrollArea style={{ flex: 1 }} scrollbars="y">
        <nav aria-label="Main">
          <Stack gap={4}>
            {navItemsFor(role).map((item) => {
              const active = isActive(item.to, pathname);
              const link = (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={compact ? undefined : item.label}
                  aria-label={compact ? item.label : undefined}
                  aria-current={active ? 'page' : undefined}
                  active={active}
                  leftSection={<item.icon size={20} stroke={1.6} />}
                  onClick={onNavigate}
                  styles={
                    compact
                      ? { root: { justifyContent: 'center' }, section: { margin: 0 } }
                      : undefined
                  }
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
              return compact ? (
                <Tooltip key={item.to} label={item.label} position="right" openDelay={700}>
                  {link}
                </Tooltip>
              ) : (
                link
              );
            })}
          </Stack>
        </nav>
      </ScrollArea>
    </Stack>
  );
}
