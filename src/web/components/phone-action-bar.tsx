import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The main action of a screen kept in reach of the thumb on a phone: a bar fixed to the
 * bottom of the screen (global.css `.phone-action-bar`), shown below the `sm` breakpoint only.
 * A sticky bar would sit at the end of a short list instead; the spacer keeps the last card
 * of a long one from hiding under the fixed bar.
 */
export function PhoneActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box hiddenFrom="sm" className="phone-action-bar-spacer" aria-hidden />
      <Box
        hiddenFrom="sm"
        className="phone-action-bar"
        role="region"
        aria-label={label}
        data-testid="phone-action-bar"
      >
        {children}
      </Box>
    </>
  );
}
