import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatIsoDate } from '../../../../../core/locale';
import type { Update } from '../../../../../core/schemas/update';
import type { UnitSystem } from '../../../../../core/schemas/locale';
import { errorMessage } from '../../../../lib/api-client';
import { isStaff } from '../../../../lib/roles';
import { useUser } from '../../../auth';
import { businessProfileQueryOptions } from '../../../business';
import { contactsQueryOptions } from '../../../contacts';
import { getLastCrew } from '../../api/get-last-crew';
import { useWeatherLookup } from '../../api/get-weather';
import type { CompanyOption } from './crew-editor';
import type { WeatherStatus } from './weather-editor';
import {
  crewToValues,
  emptyWeather,
  sectionFields,
  sectionsToValues,
  weatherToValues,
  type SectionErrors,
  type SectionValues,
  type WeatherValues,
} from './section-values';

interface Options {
  editing: Update | null;
  projectId: string;
  date: string;
  units: UnitSystem;
  dateFormat: Parameters<typeof formatIsoDate>[1];
}

/**
 * The daily log part of the Add/Edit Update form: the sections' values, the weather
 * prefill (shown until a person edits it), "Same as last log", and the multipart fields.
 */
export function useDailyLogForm({ editing, projectId, date, units, dateFormat }: Options) {
  const staff = isStaff(useUser().data?.role);
  const [values, setValues] = useState<SectionValues>(() => sectionsToValues(editing, units));
  const [weatherTouched, setWeatherTouched] = useState(false);
  const [weatherSource, setWeatherSource] = useState(editing?.weather?.source ?? null);
  const [errors, setErrors] = useState<SectionErrors>({});
  const [opened, setOpened] = useState<string[]>([]);
  const [copyingCrew, setCopyingCrew] = useState(false);
  const [crewMessage, setCrewMessage] = useState<string | null>(null);

  // A new log is filled for its site and day; an edit only when it moves to another day or
  // project and nobody typed its weather (the server does the same on save, decision 191).
  const moved = editing !== null && (editing.projectId !== projectId || editing.date !== date);
  const lookupWanted =
    !weatherTouched && (editing === null || (moved && editing.weather?.source !== 'manual'));
  const lookup = useWeatherLookup(projectId, date, lookupWanted);
  const usingLookup = lookupWanted && lookup.data !== undefined;

  const weather: WeatherValues = usingLookup
    ? weatherToValues(lookup.data!.weather, units)
    : values.weather;
  const weatherStatus: WeatherStatus = {
    source: usingLookup ? (lookup.data!.weather ? 'auto' : null) : weatherSource,
    message: usingLookup
      ? lookup.data!.message
      : lookupWanted && lookup.isError
        ? errorMessage(lookup.error, 'The weather could not be looked up.')
        : weatherTouched
          ? null
          : (editing?.weatherMessage ?? null),
    loading: lookupWanted && lookup.isFetching,
  };

  const contacts = useQuery({ ...contactsQueryOptions(), enabled: staff });
  const business = useQuery({ ...businessProfileQueryOptions(), enabled: staff });
  const companies: CompanyOption[] = useMemo(
    () =>
      (contacts.data ?? [])
        .filter((contact) => contact.type !== 'Client')
        .map((contact) => ({
          value: contact.id,
          label: contact.company ? `${contact.company} (${contact.name})` : contact.name,
          company: contact.company || contact.name,
        })),
    [contacts.data],
  );

  const copyCrew = async () => {
    if (!projectId) return;
    setCopyingCrew(true);
    setCrewMessage(null);
    try {
      const last = await getLastCrew(projectId, date);
      if (last.crew.length === 0) {
        setCrewMessage('No earlier log of this project has a crew.');
      } else {
        setValues((current) => ({ ...current, crew: crewToValues(last.crew) }));
        setCrewMessage(`Copied from the log of ${formatIsoDate(last.date ?? '', dateFormat)}.`);
      }
    } catch (error) {
      setCrewMessage(errorMessage(error, 'The last crew could not be loaded.'));
    } finally {
      setCopyingCrew(false);
    }
  };

  /** The multipart fields, or null (and the sections with problems opened) when a row is wrong. */
  const fields = (): Record<string, string> | null => {
    const built = sectionFields(
      { ...values, weather },
      { units, weatherTouched, editing: editing !== null },
    );
    setErrors(built.errors);
    const wrong = Object.keys(built.errors);
    if (wrong.length > 0) {
      setOpened((current) => [...new Set([...current, ...wrong])]);
      return null;
    }
    return built.fields;
  };

  return {
    /** What a draft keeps of the sections (decision 185): what was typed, not the lookup. */
    draft: { values, weatherTouched, weatherSource },
    restoreDraft: (saved: {
      values: SectionValues;
      weatherTouched: boolean;
      weatherSource: typeof weatherSource;
    }) => {
      setValues(saved.values);
      setWeatherTouched(saved.weatherTouched);
      setWeatherSource(saved.weatherSource);
    },
    sectionsProps: {
      values: { ...values, weather },
      onChange: setValues,
      onWeatherEdit: (next: WeatherValues) => {
        setWeatherTouched(true);
        setWeatherSource('manual');
        setValues((current) => ({ ...current, weather: next }));
      },
      onWeatherClear: () => {
        setWeatherTouched(true);
        setWeatherSource(null);
        setValues((current) => ({ ...current, weather: emptyWeather() }));
      },
      weatherStatus,
      units,
      errors,
      opened,
      onOpenedChange: setOpened,
      companies,
      ownCompany: business.data?.name ?? '',
      onCopyCrew: () => void copyCrew(),
      copyingCrew,
      canCopyCrew: projectId !== '',
      crewMessage,
    },
    fields,
  };
}
