import { Button, Group, Stack, Text } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';
import touch from '../../components/touch-target.module.css';

/**
 * onChange must be stable (a state setter).
 * An optional drawn signature (decision 211): a small canvas drawn on with a finger or
 * the mouse (signature_pad), handed up as a PNG data URL, or null once cleared.
 */
export function SignatureField({ onChange }: { onChange: (dataUrl: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const element = canvas.current!;
    // The canvas is drawn at the screen's pixel density so lines stay sharp.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')!.scale(ratio, ratio);
    const signature = new SignaturePad(element, {
      penColor: '#1a1b1e',
      backgroundColor: '#ffffff',
    });
    signature.addEventListener('endStroke', () => onChange(signature.toDataURL('image/png')));
    pad.current = signature;
    return () => signature.off();
    // onChange is a state setter (stable): the pad, and what is drawn on it, lives once.
  }, [onChange]);

  const clear = () => {
    pad.current?.clear();
    onChange(null);
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="signature-label">
        Signature (optional): draw it below
      </Text>
      <canvas
        ref={canvas}
        aria-labelledby="signature-label"
        data-testid="signature-canvas"
        style={{
          width: '100%',
          height: 140,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          background: '#ffffff',
          touchAction: 'none',
        }}
      />
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" className={touch.target} onClick={clear}>
          Clear signature
        </Button>
      </Group>
    </Stack>
  );
}
