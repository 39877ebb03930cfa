import { ConfigProvider, SearchBar, useConfig, type SearchBarProps } from "antd-mobile";
import "./console-search-bar.css";

/**
 * antd-mobile's SearchBar, named by what it searches. SearchBar names its input only from the antd locale's
 * `SearchBar.name`, which the zh-TW, ja-JP and ko-KR locales lack: a screen reader heard the English "Search Bar"
 * whatever the language. Here the name is the box's own hint (in the console's language).
 */
export function ConsoleSearchBar(props: SearchBarProps & { placeholder: string; "data-testid"?: string }) {
  const { locale } = useConfig();
  return (
    <ConfigProvider locale={{ ...locale, SearchBar: { ...locale.SearchBar, name: props.placeholder } }}>
      <SearchBar {...props} />
    </ConfigProvider>
  );
}
