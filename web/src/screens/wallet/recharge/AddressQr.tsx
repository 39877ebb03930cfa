import { useEffect, useState } from "react";
import QRCode from "qrcode";
import { useTranslation } from "react-i18next";

/** The USDT address as a QR code, drawn here in the browser (no image is fetched from anywhere). */
export function AddressQr({ address, network }: { address: string; network: string }) {
  const { t } = useTranslation();
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(address, { margin: 1, width: 176, errorCorrectionLevel: "M" })
      .then((url) => current && setDataUrl(url))
      .catch(() => current && setDataUrl(null));
    return () => {
      current = false;
    };
  }, [address]);
  if (dataUrl === null) return <div className="deposit-qr deposit-qr-empty" />;
  return <img className="deposit-qr" src={dataUrl} alt={t("deposit.qrAlt", { network })} width={176} height={176} data-testid="deposit-qr" />;
}
