import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input, Label, Textarea } from "../../../components/ui/form";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, apiRequest, errorMessage } from "../../../lib/api";
import type { MentorOwnProfile } from "../../../../shared/contracts/mentor-accounts";
import type { Wire } from "../../../lib/queries";
import { mentorPortalQueries } from "../queries";

type Profile = Wire<MentorOwnProfile>;

/**
 * The mentor's own bio, expertise and photo (public: they wait for an admin's approval) and
 * meeting link (only their students see it: saved at once).
 */
export function ProfileEditor({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const shown = { ...profile, ...(profile.pending ?? {}) };
  const [bio, setBio] = useState(shown.bio);
  const [expertise, setExpertise] = useState(shown.expertise.join(", "));
  const [imageUrl, setImageUrl] = useState(shown.imageUrl ?? "");
  const [meetingUrl, setMeetingUrl] = useState(profile.meetingUrl ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);

  const save = useMutation({
    mutationFn: () =>
      apiRequest<Profile>("PATCH", "/api/mentor/profile", {
        bio,
        expertise: expertise
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
        imageUrl,
        meetingUrl,
      }),
    onSuccess: (saved) => {
      setProblem(null);
      queryClient.setQueryData(mentorPortalQueries.profile().queryKey, saved);
      toast({
        title: t`Profile sent for approval`,
        description: t`An admin checks changes to your public profile before they show. Your meeting link is saved.`,
      });
    },
    onError: (error) => {
      const errors = error instanceof ApiError ? error.body?.errors : undefined;
      setProblem(
        Array.isArray(errors)
          ? errors.map((item: { message?: string }) => item.message ?? "").join(" ")
          : errorMessage(error),
      );
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {profile.pending && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-ink" role="status">
          <Trans>
            Your last changes are waiting for an admin&apos;s approval; the public profile shows the approved ones.
          </Trans>
        </p>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-bio`}>
          <Trans>Bio</Trans>
        </Label>
        <Textarea id={`${id}-bio`} rows={5} value={bio} required onChange={(event) => setBio(event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-expertise`}>
          <Trans>Expertise</Trans>
        </Label>
        <Input
          id={`${id}-expertise`}
          value={expertise}
          aria-describedby={`${id}-expertise-hint`}
          onChange={(event) => setExpertise(event.target.value)}
        />
        <p id={`${id}-expertise-hint`} className="text-sm text-ink-muted">
          <Trans>Separate skills with commas.</Trans>
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-photo`}>
          <Trans>Photo address</Trans>
        </Label>
        <Input id={`${id}-photo`} value={imageUrl} onChange={(event) => setImageUrl(event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-meeting`}>
          <Trans>Meeting link</Trans>
        </Label>
        <Input
          id={`${id}-meeting`}
          type="url"
          placeholder="https://meet.jit.si/…"
          value={meetingUrl}
          aria-describedby={`${id}-meeting-hint`}
          onChange={(event) => setMeetingUrl(event.target.value)}
        />
        <p id={`${id}-meeting-hint`} className="text-sm text-ink-muted">
          <Trans>Your own room for your sessions; leave empty for the academy&apos;s.</Trans>
        </p>
      </div>
      {problem && (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-sm text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={!isHydrated || save.isPending}>
        {isHydrated ? <Trans>Save profile</Trans> : <Trans>Loading…</Trans>}
      </Button>
    </form>
  );
}
