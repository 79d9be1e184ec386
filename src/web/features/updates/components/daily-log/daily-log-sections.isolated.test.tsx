// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Contact } from '../../../../../core/schemas/contact';
import { renderWithProviders, stubApi } from '../../../../../../tests/setup/render-web';
import { client, project } from '../../../../../../tests/setup/web-records';
import { DailyLogSections } from './daily-log-sections';
import { useDailyLogForm } from './use-daily-log-form';

// The owner: contacts and the business profile are staff reads. (Panels count as hidden
// under happy-dom, which runs no layout: role queries inside them say `hidden: true`.)
vi.mock('../../../auth', () => ({ useUser: () => ({ data: { role: 'owner' } }) }));

const sub: Contact = {
  ...client,
  id: '0e5a4a8e-2f7c-4d1b-9a6e-3b2c1d0e9f87',
  name: 'Dana Ruiz',
  company: 'Ruiz Framing',
  type: 'Subcontractor',
};

/** The sections as the Add Update form holds them, with a button that builds the fields. */
function Harness({ onFields }: { onFields: (fields: Record<string, string> | null) => void }) {
  const dailyLog = useDailyLogForm({
    editing: null,
    projectId: project.id,
    date: '2026-11-24',
    units: 'us',
    dateFormat: 'MM/dd/yyyy',
  });
  const [, setCount] = useState(0);
  return (
    <>
      <DailyLogSections {...dailyLog.sectionsProps} />
      <button
        type="button"
        onClick={() => {
          onFields(dailyLog.fields());
          setCount((n) => n + 1);
        }}
      >
        Build
      </button>
    </>
  );
}

const answers = (lastCrew: unknown) => ({
  'GET /api/clients': [client, sub],
  'GET /api/settings/business-profile': {
    name: 'Acme Builders',
    address: '',
    email: '',
    phone: '',
  },
  'GET /api/weather': {
    weather: {
      conditions: 'Light rain',
      tempLowC: 10,
      tempHighC: 20,
      precipitationMm: 25.4,
      windKph: 16.09344,
      source: 'auto',
    },
    message: null,
  },
  [`GET /api/projects/${project.id}/last-crew`]: lastCrew,
});

describe('the daily log sections', { timeout: 60_000 }, () => {
  it('shows the looked-up weather in US units as auto-filled, and leaves it to the server', async () => {
    stubApi(answers({ updateId: null, date: null, crew: [] }));
    const onFields = vi.fn();
    renderWithProviders(<Harness onFields={onFields} />);
    expect(await screen.findByText('Auto-filled: Light rain, 50 to 68 °F')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Weather/ }));
    expect((screen.getByLabelText('Low (°F)') as HTMLInputElement).value).toBe('50');
    expect((screen.getByLabelText('Precipitation (in)') as HTMLInputElement).value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Build' }));
    // Untouched: not sent, so the server fills it from its own cache when the log arrives.
    expect(onFields.mock.calls[0]![0]).not.toHaveProperty('weather');

    fireEvent.change(screen.getByLabelText('High (°F)'), { target: { value: '77' } });
    expect(await screen.findByText('Entered: Light rain, 50 to 77 °F')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Build' }));
    const weather = JSON.parse(onFields.mock.calls[1]![0].weather as string);
    expect(weather.tempHighC).toBeCloseTo(25, 6);
    expect(weather.source).toBe('manual');
  });

  it('"Same as last log" copies the previous crew', async () => {
    const calls = stubApi(
      answers({
        updateId: 'u1',
        date: '2026-11-23',
        crew: [
          { contactId: sub.id, company: 'Ruiz Framing', trade: 'Framing', workers: 4, hours: 8 },
          { contactId: null, company: 'Acme Builders', trade: null, workers: 3, hours: 8 },
        ],
      }),
    );
    const onFields = vi.fn();
    renderWithProviders(<Harness onFields={onFields} />);
    fireEvent.click(screen.getByRole('button', { name: /^Crew/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Same as last log', hidden: true }));
    expect(await screen.findByText('Copied from the log of 11/23/2026.')).toBeTruthy();
    const second = screen.getByRole('group', { name: 'Crew row 2', hidden: true });
    expect((within(second).getByLabelText('Crew name') as HTMLInputElement).value).toBe(
      'Acme Builders',
    );
    expect(screen.getByTestId('section-summary-crew').textContent).toBe('7 workers, 56 crew-hours');
    expect(calls.some((call) => call.path.endsWith('/last-crew'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Build' }));
    expect(JSON.parse(onFields.mock.calls[0]![0].crew as string)).toEqual([
      { contactId: sub.id, company: 'Ruiz Framing', trade: 'Framing', workers: 4, hours: 8 },
      { contactId: null, company: 'Acme Builders', trade: null, workers: 3, hours: 8 },
    ]);
  });

  it('says so when no earlier log has a crew, and opens a section with a wrong row', async () => {
    stubApi(answers({ updateId: null, date: null, crew: [] }));
    const onFields = vi.fn();
    renderWithProviders(<Harness onFields={onFields} />);
    fireEvent.click(screen.getByRole('button', { name: /^Crew/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Same as last log', hidden: true }));
    expect(await screen.findByText('No earlier log of this project has a crew.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add crew', hidden: true }));
    // A new own-crew row starts with the business's name.
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('group', { name: 'Crew row 1', hidden: true })).getByLabelText(
            'Crew name',
          ) as HTMLInputElement
        ).value,
      ).toBe('Acme Builders'),
    );
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Crew row 1', hidden: true })).getByLabelText(
        'Workers',
      ),
      { target: { value: '2' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Build' }));
    expect(onFields).toHaveBeenLastCalledWith(null);
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'row 1: Hours must be a number of hours',
    );
  });
});
