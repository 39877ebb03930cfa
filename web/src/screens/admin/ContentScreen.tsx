import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NATIVE_NAMES } from "../../i18n/languages";
import { trpc } from "../../trpc";
import { ConsoleLayout } from "./ConsoleLayout";
import { ConsoleTabs } from "./ConsoleTabs";
import { Announcements } from "./content/Announcements";
import { Banners, CustomerServiceLink } from "./content/Banners";
import { News } from "./content/News";
import { NoticeEditor } from "./content/NoticeEditor";
import { TermsEditor } from "./content/TermsEditor";
import { QueryState } from "./QueryState";

/**
 * /admin/content: what players read. Banners and the customer-service link are
 * shared; the scrolling notice, news, announcements and the user agreement are per language.
 */
export default function ContentScreen() {
  const { t } = useTranslation();
  const overview = trpc.admin.content.overview.useQuery(undefined, { staleTime: 0 });
  const [lang, setLang] = useState<string>("tw");
  const languages = overview.data?.languages ?? [];
  const current = languages.find((l) => l.lang === lang) ?? languages[0];

  return (
    <ConsoleLayout title={t("admin.nav.content")} testId="console-content">
      <QueryState query={overview} empty={false}>
        {overview.data && (
          <>
            <div className="console-columns">
              <Banners banners={overview.data.banners} />
              <CustomerServiceLink url={overview.data.customerServiceUrl} />
            </div>
            <ConsoleTabs
              activeKey={current?.lang ?? lang}
              onChange={setLang}
              className="console-lang-tabs"
              tabs={languages.map((l) => ({ key: l.lang, title: l.lang in NATIVE_NAMES ? NATIVE_NAMES[l.lang as keyof typeof NATIVE_NAMES] : l.lang }))}
            />
            {current && (
              <div key={current.lang} className="console-content-lang" data-testid="content-language" data-lang={current.lang}>
                <div className="console-columns">
                  <NoticeEditor lang={current.lang} notice={current.notice} />
                  <Announcements lang={current.lang} announcements={current.announcements} />
                </div>
                <News language={current} />
                <TermsEditor lang={current.lang} terms={current.terms} />
              </div>
            )}
          </>
        )}
      </QueryState>
    </ConsoleLayout>
  );
}
