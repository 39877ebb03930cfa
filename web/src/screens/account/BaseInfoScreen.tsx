import { useRef, useState } from "react";
import { Button, Input, List, Toast } from "antd-mobile";
import { ChoiceSheet } from "../../components/ChoiceSheet";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText, useShowError } from "../../errors";
import { useSession } from "../../session";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { photoToDataUrl, useAvatarChoice } from "./avatarChoice";
import { AvatarPicture } from "./AvatarPicture";
import "./account.css";

/** The server's limits (account.updateProfile). */
const NICKNAME_MAX = 64;
const MOBILE_MAX = 32;

interface Fields {
  readonly username: string;
  readonly nickname: string;
  readonly mobile: string;
}

function BaseInfoForm({ initial }: { initial: Fields }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack("/personal");
  const showError = useShowError();
  const utils = trpc.useUtils();
  const [nickname, setNickname] = useState(initial.nickname);
  const [mobile, setMobile] = useState(initial.mobile);
  const [sheet, setSheet] = useState(false);
  const session = useSession();
  const [avatar, setAvatar] = useAvatarChoice(session.data?.id ?? null);
  const albumInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const save = trpc.account.updateProfile.useMutation();

  const submit = () => {
    save.mutate(
      { nickname: nickname.trim(), mobile: mobile.trim() },
      {
        onSuccess: async () => {
          await Promise.all([utils.account.profile.invalidate(), utils.auth.session.invalidate()]);
          // SPEC section 8: a save shows a toast, then goes back.
          Toast.show({ icon: "success", content: t("account.saved") });
          back();
        },
        onError: showError,
      },
    );
  };

  const pickPhoto = async (file: File | undefined) => {
    if (!file) return;
    try {
      const kept = setAvatar({ kind: "photo", dataUrl: await photoToDataUrl(file) });
      Toast.show(kept ? { icon: "success", content: t("account.avatarSet") } : { icon: "fail", content: t("account.avatarNotKept") });
    } catch {
      Toast.show({ icon: "fail", content: t("account.photoUnreadable") });
    }
  };

  return (
    <>
      <List className="account-list">
        <List.Item
          onClick={() => setSheet(true)}
          extra={<AvatarPicture choice={avatar} name={initial.username} className="baseinfo-avatar" />}
          data-testid="baseinfo-avatar"
        >
          {t("account.avatar")}
        </List.Item>
        <List.Item extra={<span data-testid="baseinfo-username">{initial.username}</span>}>{t("account.username")}</List.Item>
        <List.Item title={t("account.nickname")}>
          <Input value={nickname} onChange={setNickname} maxLength={NICKNAME_MAX} placeholder={t("account.nicknamePlaceholder")} clearable data-testid="baseinfo-nickname" />
        </List.Item>
        <List.Item title={t("account.mobile")}>
          <Input value={mobile} onChange={setMobile} maxLength={MOBILE_MAX} type="tel" placeholder={t("account.mobilePlaceholder")} clearable data-testid="baseinfo-mobile" />
        </List.Item>
      </List>
      <div className="account-actions">
        <Button block shape="rounded" color="primary" loading={save.isPending} onClick={submit} data-testid="baseinfo-save">
          {t("account.save")}
        </Button>
      </div>
      <input ref={albumInput} type="file" accept="image/*" hidden onChange={(e) => void pickPhoto(e.target.files?.[0])} data-testid="baseinfo-album-input" />
      <input ref={cameraInput} type="file" accept="image/*" capture="user" hidden onChange={(e) => void pickPhoto(e.target.files?.[0])} />
      <ChoiceSheet
        visible={sheet}
        onClose={() => setSheet(false)}
        cancelText={t("common.cancel")}
        choices={[
          { key: "album", text: t("account.fromAlbum"), onChoose: () => albumInput.current?.click() },
          { key: "camera", text: t("account.fromCamera"), onChoose: () => cameraInput.current?.click() },
          { key: "default", text: t("account.systemDefault"), onChoose: () => void navigate("/defaultAvatar") },
        ]}
      />
    </>
  );
}

/**
 * SPEC section 2, /baseinfo (query name, nickname, mobile): the username read
 * only, nickname and mobile editable, the avatar from the album, the camera or
 * the default pictures (kept on this device).
 */
export default function BaseInfoScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const [params] = useSearchParams();
  const errorText = useErrorText();
  const profile = trpc.account.profile.useQuery();
  const name = params.get("name");
  // The link's values show at once; without them (a bare /baseinfo) the profile fills the form.
  const initial: Fields | null =
    name !== null
      ? { username: name, nickname: params.get("nickname") ?? "", mobile: params.get("mobile") ?? "" }
      : profile.data
        ? { username: profile.data.username, nickname: profile.data.nickname, mobile: profile.data.mobile }
        : null;

  return (
    <div className="account-page" data-testid="baseinfo">
      <NavBar onBack={back} className="page-navbar">
        {t("account.baseInfoTitle")}
      </NavBar>
      {initial ? (
        <BaseInfoForm initial={profile.data ? { ...initial, username: profile.data.username } : initial} />
      ) : profile.isError ? (
        <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(profile.error)}>
          <Button color="primary" shape="rounded" onClick={() => void profile.refetch()}>
            {t("common.retry")}
          </Button>
        </StatusBlock>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
