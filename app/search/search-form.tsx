/** What search's form says, worded on the server: no page's script carries it (decision 50). */
export type SearchWords = {
  /** The search page of the page's language. */
  action: string;
  field: string;
  placeholder: string;
  submit: string;
  /** The bar's button that opens the field. */
  open: string;
  /** The form's name, for the search landmark: the bar's and the search page's differ. */
  name: string;
};

type SearchFormProps = {
  words: SearchWords;
  /** The field's id: the bar's, the menu's and the search page's forms can be on one page. */
  id: string;
  /** What was asked, shown back in the field. */
  query?: string;
  /** Whether "Search for" shows above the field; a screen reader always hears it. */
  labelShown?: boolean;
  /** Focus the field when it appears: the bar's, which opens in a popover holding it alone. */
  focusOnOpen?: boolean;
};

/**
 * Search's form (issue 68): a plain GET to the search page of the page's language, so it works
 * before any script has arrived and with none at all.
 */
export function SearchForm({ words, id, query = "", labelShown = false, focusOnOpen = false }: SearchFormProps) {
  return (
    <form role="search" aria-label={words.name} method="get" noValidate action={words.action} className="flex flex-col gap-2">
      <label htmlFor={id} className={labelShown ? "text-sm font-semibold" : "sr-only"}>
        {words.field}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={words.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only the bar's, whose popover holds this field alone
          autoFocus={focusOnOpen}
          className="input min-w-0 flex-1 rounded-full"
        />
        <button type="submit" className="btn shrink-0 rounded-full btn-primary">
          {words.submit}
        </button>
      </div>
    </form>
  );
}
