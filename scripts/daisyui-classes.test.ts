// @ts-expect-error: plain JavaScript, run by `npm run build`
import { daisyClasses, missingDaisyClasses, usedClasses } from "./daisyui-classes.mjs";

const daisy = daisyClasses(".btn{}.btn-primary{}.modal{}.modal-box{}.status{}.alert{}.select-lg{}") as Set<string>;

describe("daisyUI classes the build must define (issue 36)", () => {
  it("finds the classes of className attributes and of hyphenated strings, never a role", () => {
    const used = usedClasses(`
      <dialog className="modal" role="status">
        <div className={\`modal-box \${open ? "btn-primary" : ""}\`} role="alert" />
      </dialog>
      const variants = { primary: "btn-primary", large: "sm:select-lg" };
    `) as Set<string>;
    expect([...used].sort()).toEqual(["btn-primary", "modal", "modal-box", "sm:select-lg"]);
  });

  it("names each one the built CSS lacks, variants included, and no class of the app's own", () => {
    const used = new Set(["modal", "modal-box", "btn", "btn-primary", "sm:select-lg", "illustration", "[&_p]:btn"]);
    const built = ".btn{color:red}.btn-primary-x{}.sm\\:select-lg{}.illustration{}";
    expect(missingDaisyClasses(used, daisy, built)).toEqual(["btn-primary", "modal", "modal-box"]);
    expect(missingDaisyClasses(used, daisy, `${built}.btn-primary,.modal{}.modal-box:hover{}`)).toEqual([]);
  });
});
