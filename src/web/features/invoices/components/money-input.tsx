import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useLocale } from '../../../lib/use-locale';
import { centsOfInput } from '../invoice-money';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Integer cents, or null while empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
}

/**
 * An amount in the business currency (its symbol in front, two decimals at most) whose
 * value is integer cents. What is typed is kept as typed ('12.', '12.50') and read as cents.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const { currencySymbol } = useLocale();
  const [text, setText] = useState<number | string>(value === null ? '' : value / 100);
  // A value set from outside (a reset, a default) replaces what is shown.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== centsOfInput(text)) setText(value === null ? '' : value / 100);
  }
  return (
    <NumberInput
      prefix={currencySymbol}
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        const cents = centsOfInput(next);
        setShown(cents);
        onChange(cents);
      }}
    />
  );
}
