package org.arithmos.classroom.ui;

import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arithmos.classroom.ClassCodeWaitException;
import org.arithmos.classroom.ClassLogin;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.engine.nambarz.Animal;
import org.arithmos.i18n.NameOrder;

/**
 * How a pupil logs in, without reading much: type the class code, touch your name, touch your three
 * pictures. The pictures are sent as the password of an ordinary login form (Spring Security checks it,
 * slows down guessing and gives a new session).
 */
@Route("class")
@AnonymousAllowed
class PupilLoginView extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private final ClassroomService classroom;
    private final H1 heading = new H1();
    private final Paragraph message = new Paragraph();
    private final Div step = new Div();
    private ClassLogin login;
    private ClassLogin.Pupil pupil;
    private final List<Animal> chosen = new ArrayList<>();
    private String problem;
    private long waitSeconds;

    PupilLoginView(ClassroomService classroom) {
        this.classroom = classroom;
        addClassName("pupil-login");
        message.setId("pupil-login-message");
        step.addClassName("pupil-login-step");
        add(heading, message, step);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        var params = event.getLocation().getQueryParameters();
        Optional<String> handle = params.getSingleParameter("pupil");
        problem = params.getParameters().containsKey("error") ? "wrong" : null;
        waitSeconds = params.getSingleParameter("wait").map(PupilLoginView::seconds).orElse(0L);
        if (waitSeconds > 0) {
            problem = "wait";
        }
        if (params.getParameters().containsKey("school")) {
            problem = "school";
        }
        login = null;
        pupil = null;
        handle.flatMap(classroom::classLoginOf).ifPresent(l -> {
            login = l;
            pupil = l.pupils().stream().filter(p -> p.handle().equals(handle.get())).findFirst().orElse(null);
        });
        try {
            params.getSingleParameter("code").flatMap(classroom::classLogin).ifPresent(l -> login = l);
        } catch (ClassCodeWaitException wait) {
            problem = "wait";
            waitSeconds = wait.seconds();
        }
    }

    private static long seconds(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        show();
    }

    private void show() {
        step.removeAll();
        heading.setText(getTranslation("pupil.login.title"));
        message.setText(problem == null ? "" : switch (problem) {
            case "wait" -> getTranslation("pupil.login.wait", waitSeconds);
            case "school" -> getTranslation("pupil.login.school");
            default -> getTranslation("pupil.login.wrong");
        });
        message.setVisible(problem != null);
        if (login == null) {
            askCode();
        } else if (pupil == null) {
            askName();
        } else {
            askPictures();
        }
    }

    private void askCode() {
        TextField code = new TextField(getTranslation("pupil.login.code"));
        code.setId("class-code");
        code.addClassName("class-code");
        code.setMaxLength(16);
        code.setAutofocus(true);
        Button next = new Button(getTranslation("pupil.login.next"), e -> {
            Optional<ClassLogin> found;
            try {
                found = classroom.classLogin(code.getValue());
            } catch (ClassCodeWaitException wait) {
                code.setInvalid(true);
                code.setErrorMessage(getTranslation("pupil.login.codeWait", wait.seconds()));
                return;
            }
            if (found.isEmpty()) {
                code.setInvalid(true);
                code.setErrorMessage(getTranslation("pupil.login.unknownCode"));
                return;
            }
            login = found.get();
            problem = null;
            show();
        });
        next.setId("class-code-next");
        next.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        next.addClickShortcut(Key.ENTER);
        step.add(code, next);
    }

    private void askName() {
        step.add(new Paragraph(getTranslation("pupil.login.who", login.className())));
        Div names = new Div();
        names.addClassName("pupil-names");
        for (ClassLogin.Pupil p : NameOrder.sorted(login.pupils(), ClassLogin.Pupil::displayName, getLocale())) {
            Button name = new Button(p.displayName(), e -> {
                pupil = p;
                problem = null;
                chosen.clear();
                show();
            });
            name.setIcon(new Html("<span>" + org.arithmos.cards.FaceArt.svg(p.face(), 48) + "</span>"));
            name.setId("pupil-" + p.id());
            name.addClassName("pupil-name");
            names.add(name);
        }
        Button other = new Button(getTranslation("pupil.login.otherClass"), e -> {
            login = null;
            show();
        });
        other.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        step.add(names, other);
    }

    private void askPictures() {
        step.add(new Paragraph(getTranslation("pupil.login.hello", pupil.displayName())));
        Div slots = new Div();
        slots.addClassName("picture-slots");
        slots.setId("picture-slots");
        for (int i = 0; i < 3; i++) {
            Div slot = new Div();
            slot.addClassName("picture-slot");
            if (i < chosen.size()) {
                slot.add(new Html("<span>" + Pictures.svg(chosen.get(i), 72, getTranslation("card.animal."
                        + chosen.get(i).notation())) + "</span>"));
            }
            slots.add(slot);
        }
        Div grid = new Div();
        grid.addClassName("picture-grid");
        for (Animal a : Animal.values()) {
            String name = getTranslation("card.animal." + a.notation());
            Button picture = new Button(new Html("<span>" + Pictures.svg(a, 96, name) + "</span>"), e -> choose(a));
            picture.setId("picture-" + a.notation());
            picture.addClassName("picture-button");
            picture.getElement().setAttribute("aria-label", name);
            picture.setEnabled(chosen.size() < 3);
            grid.add(picture);
        }
        Button erase = new Button(getTranslation("pupil.login.erase"), e -> {
            chosen.clear();
            show();
        });
        erase.setId("picture-erase");
        Button notMe = new Button(getTranslation("pupil.login.notMe"), e -> {
            pupil = null;
            chosen.clear();
            show();
        });
        notMe.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        step.add(slots, grid, new Div(erase, notMe));
    }

    private void choose(Animal animal) {
        if (chosen.size() >= 3) {
            return;
        }
        chosen.add(animal);
        show();
        if (chosen.size() == 3) {
            String secret = String.join("-", chosen.stream().map(Animal::notation).toList());
            // An ordinary login form, with the page's CSRF token, posted to Spring Security.
            getElement().executeJs("""
                    const f = document.createElement('form'); f.method = 'POST'; f.action = 'login';
                    const add = (n, v) => { const i = document.createElement('input'); i.type = 'hidden';
                        i.name = n; i.value = v; f.appendChild(i); };
                    add('username', $0); add('password', $1);
                    const p = document.querySelector('meta[name="_csrf_parameter"]');
                    const t = document.querySelector('meta[name="_csrf"]');
                    if (p && t) { add(p.content, t.content); }
                    document.body.appendChild(f); f.submit();""", pupil.handle(), secret);
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("pupil.login.title") + " · Arithmos";
    }
}
