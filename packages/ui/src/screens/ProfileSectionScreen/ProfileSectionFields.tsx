// The fields of each profile section: native ones registered with the form, composed ones (height, city, choice
// groups, counted texts) read and set through it.
import type { EditableSection, ProfileChoice, ProfileChoiceField } from '@app/contract';
import {
  JOB_MAX,
  MEMBER_AGE_MAX,
  MEMBER_AGE_MIN,
  NAME_MAX,
  PROFILE_TEXT_MAX,
  petsAfterChoice,
  profileSectionTitles,
} from '@app/contract';
import type { FieldErrors, Path } from 'react-hook-form';
import { Checkbox } from '../../components/Checkbox';
import { Radio, RadioGroup } from '../../components/Radio';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import type { Draft } from './ProfileSectionScreen.form';
import {
  choiceOptions,
  distanceChoices,
  errorOf,
  fieldLabels,
  genderLabels,
  seekingLabels,
  textPrompts,
} from './ProfileSectionScreen.form';
import type { CityLookup, FieldAccess } from './ProfileSectionControls';
import { ChoiceGroup, CityField, CountedText, HeightField, Pair } from './ProfileSectionControls';

interface SectionFieldsProps {
  section: EditableSection;
  field: FieldAccess;
  errors: FieldErrors<Draft>;
  cities?: CityLookup;
}

const nullable = (value: unknown) => (value === '' || value === null ? null : value);
const nullableNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

export function SectionFields({ section, field, errors, cities }: SectionFieldsProps) {
  const { register } = field;
  const name = (field: string) => `${section}.${field}` as Path<Draft>;
  const error = (field: string) => errorOf(errors, section, field);
  const choice = (field: ProfileChoiceField, key: string, label: string) => (
    <Select
      label={label}
      placeholder="Rather not say"
      options={choiceOptions(field)}
      error={error(key)}
      {...register(name(key), { setValueAs: nullable })}
    />
  );

  switch (section) {
    case 'dating': {
      const labels = fieldLabels.dating;
      const ages = Array.from({ length: MEMBER_AGE_MAX - MEMBER_AGE_MIN + 1 }, (_, i) => {
        const age = String(MEMBER_AGE_MIN + i);
        return { value: age, label: age };
      });
      return (
        <>
          <ChoiceGroup legend={labels.seeking} error={error('seeking')}>
            {(Object.keys(seekingLabels) as (keyof typeof seekingLabels)[]).map((gender) => (
              <Checkbox
                key={gender}
                label={seekingLabels[gender]}
                value={gender}
                {...register(name('seeking'))}
              />
            ))}
          </ChoiceGroup>
          <Pair>
            <Select
              label={labels.ageMin}
              options={ages}
              error={error('ageMin')}
              {...register(name('ageMin'), { setValueAs: Number })}
            />
            <Select
              label={labels.ageMax}
              options={ages}
              error={error('ageMax')}
              {...register(name('ageMax'), { setValueAs: Number })}
            />
          </Pair>
          <Select
            label={labels.distanceMiles}
            placeholder="Anywhere"
            options={distanceChoices.map((miles) => ({
              value: String(miles),
              label: `Within ${miles} miles`,
            }))}
            error={error('distanceMiles')}
            {...register(name('distanceMiles'), { setValueAs: nullableNumber })}
          />
          {choice('relationshipType', 'relationshipType', labels.relationshipType)}
        </>
      );
    }
    case 'basic-info': {
      const labels = fieldLabels['basic-info'];
      return (
        <>
          <CountedText
            field={field}
            name={name('name')}
            label={labels.name}
            hint="How other members see you: your first name or a nickname."
            max={NAME_MAX}
            error={error('name')}
            autoComplete="given-name"
          />
          <TextField
            type="date"
            label={labels.birthdate}
            hint={`Members are ${MEMBER_AGE_MIN} or older. Others see your age, never the date.`}
            autoComplete="bday"
            error={error('birthdate')}
            {...register(name('birthdate'))}
          />
          <RadioGroup
            legend={labels.gender}
            name={name('gender')}
            value={String(field.value(name('gender')))}
            onValueChange={(value) => field.set(name('gender'), value)}
            error={error('gender')}
            orientation="horizontal"
          >
            {(Object.keys(genderLabels) as (keyof typeof genderLabels)[]).map((gender) => (
              <Radio key={gender} value={gender} label={genderLabels[gender]} />
            ))}
          </RadioGroup>
          <CityField
            value={field.value(name('city')) as { name: string; region: string; country: string }}
            onChange={(city) => field.set(name('city'), city)}
            cities={cities}
            error={error('city')}
          />
        </>
      );
    }
    case 'details': {
      const labels = fieldLabels.details;
      return (
        <>
          <HeightField
            value={field.value(name('heightInches')) as number | null}
            onChange={(inches) => field.set(name('heightInches'), inches)}
            error={error('heightInches')}
          />
          <Pair>
            {choice('bodyType', 'bodyType', labels.bodyType)}
            {choice('education', 'education', labels.education)}
          </Pair>
          <CountedText
            field={field}
            name={name('job')}
            label={labels.job}
            hint="What you do, in a few words."
            max={JOB_MAX}
            error={error('job')}
            autoComplete="organization-title"
          />
          <ChoiceGroup legend={labels.languages} hint="Up to 5." error={error('languages')}>
            {choiceOptions('language').map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                value={option.value}
                {...register(name('languages'))}
              />
            ))}
          </ChoiceGroup>
          {choice('religion', 'religion', labels.religion)}
        </>
      );
    }
    case 'lifestyle': {
      const labels = fieldLabels.lifestyle;
      // Controlled, not registered: ticking one pet choice may untick others ("No pets" and a pet clear each other).
      const pets = field.value(name('pets')) as ProfileChoice<'pets'>[];
      return (
        <>
          <Pair>
            {choice('smoking', 'smoking', labels.smoking)}
            {choice('drinking', 'drinking', labels.drinking)}
            {choice('kids', 'kids', labels.kids)}
            {choice('wantsKids', 'wantsKids', labels.wantsKids)}
            {choice('diet', 'diet', labels.diet)}
            {choice('exercise', 'exercise', labels.exercise)}
          </Pair>
          <ChoiceGroup legend={labels.pets} error={error('pets')}>
            {choiceOptions('pets').map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                name={name('pets')}
                value={option.value}
                checked={pets.includes(option.value)}
                onChange={(event) =>
                  field.set(name('pets'), petsAfterChoice(pets, option.value, event.target.checked))
                }
              />
            ))}
          </ChoiceGroup>
        </>
      );
    }
    default:
      return (
        <CountedText
          field={field}
          name={name('text')}
          label={profileSectionTitles[section]}
          hint={textPrompts[section]}
          max={PROFILE_TEXT_MAX}
          error={error('text')}
          multiline
        />
      );
  }
}
