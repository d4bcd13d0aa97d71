import type { VerificationState } from '@app/contract';
import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Heading } from '../../components/Heading';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Icon } from '../../internal/icons';
import type { VerificationScreenProps } from './VerificationScreen';
import { FileInput, FileLabel, Instruction, Panel, PoseRow, Preview } from './VerificationScreen.styles';
import { VerificationPoseIllustration } from './VerificationPoseIllustration';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Steps 2 and 3: the pose to copy, then the selfie chosen, checked before sending and previewed. */
export function CaptureStep({
  pose,
  selfieRules,
  onSubmitSelfie,
}: Pick<VerificationScreenProps, 'selfieRules' | 'onSubmitSelfie'> & {
  pose: NonNullable<VerificationState['pose']>;
}) {
  const inputId = useId();
  const headingId = useId();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const selfie = chosen?.file ?? null;

  // The preview's object URL lives as long as it is shown: released when replaced and when the view goes.
  useEffect(() => {
    const url = chosen?.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still counts as a choice
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) {
      setError('That file is not a photo. Choose a JPEG, PNG, WebP or HEIC photo.');
      return;
    }
    if (file.size === 0) {
      setError('That file is empty. Take the selfie again.');
      return;
    }
    if (file.size > selfieRules.maxBytes) {
      setError(`That photo is over ${megabytes(selfieRules.maxBytes)}. Choose a smaller one.`);
      return;
    }
    setError(null);
    setChosen({ file, preview: URL.createObjectURL(file) });
  };

  const send = async () => {
    if (!selfie) return;
    setSending(true);
    setError(null);
    const outcome = await onSubmitSelfie(selfie);
    // On success the state moves on and this view goes away; on failure the selfie stays for another try.
    setSending(false);
    if (!outcome.ok) setError(outcome.error);
  };

  return (
    <Panel aria-labelledby={headingId}>
      <Stack gap={1}>
        <Text tone="muted" size="sm">
          {selfie ? 'Step 3 of 3' : 'Step 2 of 3'}
        </Text>
        <Heading as="h2" id={headingId}>
          {selfie ? 'Check your selfie' : 'Copy this pose'}
        </Heading>
      </Stack>
      <PoseRow>
        <VerificationPoseIllustration pose={pose.id} />
        <Stack gap={2}>
          <Instruction>{pose.instruction}</Instruction>
          <Text tone="muted" size="sm">
            Face the light, keep your whole face in the frame, and take the selfie yourself.
          </Text>
        </Stack>
      </PoseRow>
      {chosen && (
        <Stack gap={2}>
          <Preview src={chosen.preview} alt="Your selfie" />
          <Text tone="muted" size="sm">
            Is your face clear, and are you doing the pose? If not, take another.
          </Text>
        </Stack>
      )}
      {error && (
        <Text role="alert" tone="danger">
          {error}
        </Text>
      )}
      <Cluster gap={3} align="center">
        <span>
          <FileInput
            id={inputId}
            type="file"
            accept="image/*"
            capture="user"
            onChange={choose}
            disabled={sending}
          />
          <FileLabel htmlFor={inputId} data-variant={selfie ? 'secondary' : 'primary'}>
            <Icon name="camera" size="20px" />
            {selfie ? 'Take another' : 'Take a selfie'}
          </FileLabel>
        </span>
        {selfie && (
          <Button loading={sending} onClick={send} leadingIcon="check">
            Send selfie
          </Button>
        )}
      </Cluster>
    </Panel>
  );
}
