import { PASSKEY_NAME_MAX_LENGTH } from '@app/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { PanelActions, PanelBody, PanelForm } from '../../internal/PanelBody';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { Confirm, Details, Item, List, Name, Summary } from './PasskeysPanel.styles';

/** One of the member's passkeys as the page shows it (dates already formatted). */
export interface PasskeyRow {
  id: number;
  name: string;
  /** When it was added, formatted. */
  created: string;
  /** When it last signed in, formatted; null when it never has. */
  lastUsed: string | null;
  /** Synced to the member's other devices by their password manager. */
  synced: boolean;
}

export interface PasskeysPanelProps {
  status: 'loading' | 'ready' | 'error';
  /** Reads the passkeys again after they could not be read. */
  onRetry: () => void;
  passkeys?: PasskeyRow[];
  /** false when this browser cannot make passkeys: the add button is replaced by a line saying so. */
  supported: boolean;
  onAdd: () => void;
  /** The browser is making a passkey, or the server is storing it. */
  adding?: boolean;
  onRename: (id: number, name: string) => void;
  /** The passkey whose new name is being saved. */
  renamingId?: number;
  onRemove: (id: number) => void;
  /** The passkey being removed. */
  removingId?: number;
  /** The last action's failure, shown as an alert in the panel (e.g. "Your browser did not create a passkey."). */
  error?: string;
  /** A rename refused by the server, beside that row's name field. */
  renameError?: { id: number; message: string };
  /** The last action's success ("Passkey added." …), role=status. */
  saved?: string;
}

const NAME_MISSING = 'Give the passkey a name';

type RowMode = 'view' | 'rename' | 'remove';

interface PasskeyItemProps {
  passkey: PasskeyRow;
  onRename: (id: number, name: string) => void;
  renaming: boolean;
  renameError?: string;
  onRemove: (id: number) => void;
  removing: boolean;
  /** The panel's last failure: a form whose save failed stays open. */
  failed: boolean;
}

function RenameForm({
  passkey,
  onRename,
  renaming,
  renameError,
  onCancel,
}: Pick<PasskeyItemProps, 'passkey' | 'onRename' | 'renaming' | 'renameError'> & { onCancel: () => void }) {
  const [value, setValue] = useState(passkey.name);
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // The form opens from the row's Rename button: its field takes the focus, the old name selected to type over.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = value.trim();
    if (name === '') {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onRename(passkey.id, name);
  };

  return (
    <PanelForm noValidate onSubmit={submit} aria-label={`Rename ${passkey.name}`}>
      <TextField
        ref={field}
        label="Passkey name"
        name="passkeyName"
        autoComplete="off"
        required
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setMissing(false);
        }}
        error={missing ? NAME_MISSING : renameError}
      />
      <PanelActions>
        <Button type="submit" size="sm" loading={renaming}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={renaming}>
          Cancel
        </Button>
      </PanelActions>
    </PanelForm>
  );
}

function RemoveConfirm({
  id,
  onRemove,
  removing,
  onCancel,
}: Pick<PasskeyItemProps, 'onRemove' | 'removing'> & { id: number; onCancel: () => void }) {
  const questionId = useId();
  const box = useRef<HTMLDivElement>(null);

  // The question takes the focus, so a screen reader says what is asked before the buttons that answer it.
  useEffect(() => {
    box.current?.focus();
  }, []);

  return (
    <Confirm ref={box} role="group" aria-labelledby={questionId} tabIndex={-1}>
      <Text id={questionId} weight="semibold">
        Remove this passkey? It will no longer sign you in.
      </Text>
      <PanelActions>
        <Button size="sm" variant="danger" loading={removing} onClick={() => onRemove(id)}>
          Remove passkey
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={removing}>
          Keep it
        </Button>
      </PanelActions>
    </Confirm>
  );
}

function PasskeyItem(props: PasskeyItemProps) {
  const { passkey, renaming, renameError, failed } = props;
  // Which part the row shows; back to its buttons, `returnTo` is the one that takes the focus again.
  const [view, setView] = useState<{ mode: RowMode; returnTo?: 'rename' | 'remove' }>({ mode: 'view' });
  const { mode } = view;
  const renameButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);

  // A rename that was being saved and came back without a refusal is done: the row shows the name again.
  const [wasRenaming, setWasRenaming] = useState(renaming);
  if (wasRenaming !== renaming) {
    setWasRenaming(renaming);
    if (!renaming && mode === 'rename' && !renameError && !failed)
      setView({ mode: 'view', returnTo: 'rename' });
  }

  useEffect(() => {
    if (view.mode !== 'view' || view.returnTo === undefined) return;
    (view.returnTo === 'rename' ? renameButton : removeButton).current?.focus();
  }, [view]);

  const close = (returnTo: 'rename' | 'remove') => setView({ mode: 'view', returnTo });

  return (
    <Item>
      <Summary>
        <Details>
          <Name>
            <Text as="span" weight="semibold">
              {passkey.name}
            </Text>
            {passkey.synced && <Badge tone="success">Synced</Badge>}
          </Name>
          <Text as="span" size="sm" tone="muted">
            Added {passkey.created} · Last used {passkey.lastUsed ?? 'never'}
          </Text>
        </Details>
        {mode === 'view' && (
          <PanelActions>
            <Button
              ref={renameButton}
              size="sm"
              variant="secondary"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => setView({ mode: 'rename' })}
            >
              Rename
            </Button>
            <Button
              ref={removeButton}
              size="sm"
              variant="ghost"
              aria-label={`Remove ${passkey.name}`}
              onClick={() => setView({ mode: 'remove' })}
            >
              Remove
            </Button>
          </PanelActions>
        )}
      </Summary>
      {mode === 'rename' && (
        <RenameForm
          passkey={passkey}
          onRename={props.onRename}
          renaming={renaming}
          renameError={renameError}
          onCancel={() => close('rename')}
        />
      )}
      {mode === 'remove' && (
        <RemoveConfirm
          id={passkey.id}
          onRemove={props.onRemove}
          removing={props.removing}
          onCancel={() => close('remove')}
        />
      )}
    </Item>
  );
}

/**
 * "Passkeys" in the login settings: the member's passkeys (name, when added and last used, synced or not), adding
 * one, renaming one in place and removing one after an inline question. The page runs the browser's ceremony and
 * the requests; the panel says how they went.
 */
export function PasskeysPanel(props: PasskeysPanelProps) {
  const {
    status,
    onRetry,
    passkeys = [],
    supported,
    onAdd,
    adding = false,
    onRename,
    renamingId,
    onRemove,
    removingId,
    error,
    renameError,
    saved,
  } = props;
  const titleId = useId();

  // A removed row takes the focus with it: the section's heading gets it, so the keyboard stays in the panel.
  const [removed, setRemoved] = useState<number>();
  if (removingId !== undefined && removed !== removingId) setRemoved(removingId);
  const removedGone = removed !== undefined && !passkeys.some((passkey) => passkey.id === removed);
  useEffect(() => {
    if (!removedGone) return;
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById(titleId)?.focus();
  }, [removedGone, titleId]);

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Stack gap={2}>
          <Heading as="h2" size="lg" id={titleId} tabIndex={-1}>
            Passkeys
          </Heading>
          <Text tone="muted">Sign in with your fingerprint, face or screen lock instead of a password.</Text>
        </Stack>
        <PanelBody
          status={status}
          loadingLabel="Loading your passkeys"
          loadError="We couldn’t load your passkeys. Check your connection and try again."
          onRetry={onRetry}
          saved={saved}
          error={error}
          errorTitle="Your passkeys were not changed"
        >
          {passkeys.length === 0 ? (
            <Text>You have no passkeys yet.</Text>
          ) : (
            <List aria-labelledby={titleId}>
              {passkeys.map((passkey) => (
                <PasskeyItem
                  key={passkey.id}
                  passkey={passkey}
                  onRename={onRename}
                  renaming={renamingId === passkey.id}
                  renameError={renameError?.id === passkey.id ? renameError.message : undefined}
                  onRemove={onRemove}
                  removing={removingId === passkey.id}
                  failed={error !== undefined}
                />
              ))}
            </List>
          )}
          {supported ? (
            <div>
              <Button variant="secondary" leadingIcon="plus" loading={adding} onClick={onAdd}>
                {adding ? 'Adding a passkey…' : 'Add a passkey'}
              </Button>
            </div>
          ) : (
            <Text tone="muted">
              This browser cannot make passkeys. To add one, open this page in a recent browser on your phone
              or computer.
            </Text>
          )}
        </PanelBody>
      </Stack>
    </Card>
  );
}
