import { useState } from "react";
import { Button, Input } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import type { ContentOverview } from "./overview";
import { useRequestId } from "../request-id";
import { useContentSave } from "./useSave";
import { confirmDialog } from "../confirm";

type Banner = ContentOverview["banners"][number];

/** The home carousel's banners: image, where a tap goes, order. */
export function Banners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t("admin.content.banners")}>
      <div className="console-form">
        {banners.map((banner) => (
          <BannerRow key={banner.id} banner={banner} />
        ))}
        <BannerRow banner={null} nextOrder={Math.max(0, ...banners.map((b) => b.sortOrder)) + 1} />
      </div>
    </Panel>
  );
}

function BannerRow({ banner, nextOrder = 0 }: { banner: Banner | null; nextOrder?: number }) {
  const { t } = useTranslation();
  const save = trpc.admin.content.saveBanner.useMutation();
  const remove = trpc.admin.content.deleteBanner.useMutation();
  const { run, busy } = useContentSave();
  const { requestId, renew } = useRequestId();
  const [imageUrl, setImageUrl] = useState(banner?.imageUrl ?? "");
  const [linkUrl, setLinkUrl] = useState(banner?.linkUrl ?? "");
  const [order, setOrder] = useState(String(banner?.sortOrder ?? nextOrder));
  const unchanged = banner !== null && imageUrl === banner.imageUrl && linkUrl === banner.linkUrl && order === String(banner.sortOrder);

  const submit = async () => {
    const saved = await run(() => save.mutateAsync({ id: banner?.id ?? null, imageUrl, linkUrl, sortOrder: Number(order) || 0, requestId }));
    if (!saved) return;
    renew();
    if (banner === null) {
      setImageUrl("");
      setLinkUrl("");
    }
  };
  const drop = async () => {
    if (!banner || !(await confirmDialog(t("admin.content.deleteBannerConfirm")))) return;
    await run(() => remove.mutateAsync({ id: banner.id }));
  };

  return (
    <div className={`console-banner${banner ? "" : " console-card-new"}`} data-testid={banner ? "banner-row" : "banner-new"}>
      {banner ? <img src={banner.imageUrl} alt="" className="console-banner-image" /> : <div className="console-card-title">{t("admin.content.newBanner")}</div>}
      <div className="console-form">
        <Input className="console-input" value={imageUrl} onChange={setImageUrl} placeholder={t("admin.content.imageUrl")} maxLength={1000} />
        <Input className="console-input" value={linkUrl} onChange={setLinkUrl} placeholder={t("admin.content.linkUrl")} maxLength={1000} />
        <div className="console-actions">
          <Input className="console-input console-input-narrow" value={order} onChange={setOrder} inputMode="numeric" placeholder={t("admin.games.sortOrder")} maxLength={5} />
          <Button size="small" color="primary" loading={busy} disabled={unchanged} onClick={() => void submit()}>
            {banner ? t("admin.common.save") : t("admin.content.addBanner")}
          </Button>
          {banner && (
            <Button size="small" color="danger" fill="outline" disabled={busy} onClick={() => void drop()}>
              {t("admin.common.delete")}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

/** The link the customer-service page opens (the online chat). */
export function CustomerServiceLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const save = trpc.admin.content.setCustomerServiceLink.useMutation();
  const { run, busy } = useContentSave();
  const [value, setValue] = useState(url);
  return (
    <Panel title={t("admin.content.customerService")}>
      <div className="console-form">
        <p className="console-muted">{t("admin.content.customerServiceHint")}</p>
        <Input className="console-input" value={value} onChange={setValue} placeholder="https://" maxLength={1000} data-testid="customer-service-url" />
        <Button size="small" color="primary" loading={busy} disabled={value === url} onClick={() => void run(() => save.mutateAsync({ url: value }))}>
          {t("admin.common.save")}
        </Button>
      </div>
    </Panel>
  );
}
