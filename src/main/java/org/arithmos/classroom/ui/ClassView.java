package org.arithmos.classroom.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Optional;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.PupilNames;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.multicartes.McService;
import org.arithmos.multicartes.PlayChoice;

/**
 * One class, for its teacher: its code in big letters, its pupils and what the teacher does with them
 * (add, rename, new pictures, own level), the class's level, and the way to the printed cards and the
 * progress. The admin sees the same page without the means to change anything (docs/decisions/0009).
 * Another teacher's class, or no class, shows "not found" (the services decide).
 */
@Route("classes/:classId")
@RolesAllowed({"TEACHER", "ADMIN"})
class ClassView extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private final ClassroomService classroom;
    private final LevelService levels;
    /** The class's teacher changes it; the admin only looks. */
    private final boolean teacher;
    private SchoolClass schoolClass;
    private Level classLevel = Level.STARTING;
    private String origin = "";

    private final H1 name = new H1();
    private final Span archivedBadge = new Span();
    final Button rename = new Button();
    final Button archive = new Button();
    private final Span codeLabel = new Span();
    private final Span code = new Span();
    private final Span codeHint = new Span();
    private final LinkButton cards = new LinkButton("print-cards", VaadinIcon.PRINT);
    private final LinkButton parentCards = new LinkButton("print-parent-cards", VaadinIcon.FAMILY);
    private final LinkButton progress = new LinkButton("class-progress", VaadinIcon.CHART);
    /** The class game: the whole class at live tables, with the overview and the projector (issue 15). */
    private final LinkButton classGame = new LinkButton("class-game-link", VaadinIcon.GROUP);
    private final H2 pupilsTitle = new H2();
    final Button addPupil = new Button();
    final Button addPupils = new Button();
    final PupilList pupils;
    private final H2 levelTitle = new H2();
    private final Paragraph levelNote = new Paragraph();
    final LevelForm levelForm = new LevelForm();

    /** How the class may play Multicartes (issue 5): solo only, against bots only, or both. */
    final com.vaadin.flow.component.radiobutton.RadioButtonGroup<PlayChoice> multicartesChoice =
            new com.vaadin.flow.component.radiobutton.RadioButtonGroup<>();
    private final McService multicartes;
    /** The class's turn timer at live tables (0018): none by default; a robot plays a pupil's move once it runs out. */
    final com.vaadin.flow.component.select.Select<Integer> turnTimer = new com.vaadin.flow.component.select.Select<>();
    private final org.arithmos.tables.TableService tables;

    ClassView(ClassroomService classroom, LevelService levels, CurrentUser user, McService multicartes,
              org.arithmos.tables.TableService tables) {
        this.multicartes = multicartes;
        this.tables = tables;
        this.classroom = classroom;
        this.levels = levels;
        this.teacher = user.account().map(a -> a.role() == Role.TEACHER).orElse(false);
        this.pupils = new PupilList(teacher
                ? Optional.of(new PupilList.Actions(this::renamePupil, this::newSecret, this::pupilLevel))
                : Optional.empty());
        addClassName("page");
        addClassName("teacher-page");
        addClassName("class-page");
        name.setId("class-name");
        archivedBadge.setId("archived-badge");
        archivedBadge.addClassName("archived-badge");
        rename.setId("rename-class");
        rename.setIcon(VaadinIcon.PENCIL.create());
        rename.addClickListener(e -> renameClass());
        archive.setId("archive-class");
        archive.addClickListener(e -> archiveOrBringBack());
        code.setId("class-code-big");
        code.addClassName("class-code-big");
        codeLabel.addClassName("class-code-label");
        codeHint.addClassName("class-code-hint");
        addPupil.setId("add-pupil");
        addPupil.setIcon(VaadinIcon.PLUS.create());
        addPupil.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        addPupil.addClickListener(e -> addOnePupil());
        addPupils.setId("add-pupils");
        addPupils.setIcon(VaadinIcon.LIST.create());
        addPupils.addThemeVariants(ButtonVariant.LUMO_LARGE);
        addPupils.addClickListener(e -> addPupilsFromList());
        levelNote.addClassName("level-note");
        multicartesChoice.setId("multicartes-choice");
        multicartesChoice.setItems(PlayChoice.values());
        multicartesChoice.setItemLabelGenerator(c -> getTranslation("teacher.multicartes." + c.name()));
        multicartesChoice.addValueChangeListener(e -> {
            if (e.isFromClient() && e.getValue() != null) {
                Problems.attempt(this, () -> {
                    multicartes.setClassChoice(schoolClass.id(), e.getValue());
                    Problems.done(getTranslation("teacher.level.saved"));
                });
            }
        });
        turnTimer.setId("live-turn-timer");
        turnTimer.setItems(org.arithmos.tables.TableService.TURN_TIMERS);
        turnTimer.setItemLabelGenerator(sec -> sec == 0 ? getTranslation("teacher.turnTimer.none")
                : getTranslation("teacher.turnTimer.seconds", sec));
        turnTimer.addValueChangeListener(e -> {
            if (e.isFromClient() && e.getValue() != null) {
                Problems.attempt(this, () -> {
                    tables.setClassTurnTimer(schoolClass.id(), e.getValue());
                    Problems.done(getTranslation("teacher.level.saved"));
                });
            }
        });
        levelForm.addSaveListener(e -> Problems.attempt(this, () -> {
            classLevel = levels.setClassLevel(schoolClass.id(), e.level());
            showPupils();
            Problems.done(getTranslation("teacher.level.saved"));
        }));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        schoolClass = null;
        try {
            long id = NotFound.classId(event).orElseThrow(() -> new ClassroomException(ClassroomException.Problem.NOT_FOUND));
            schoolClass = classroom.get(id);
            classLevel = levels.classLevel(id);
        } catch (ClassroomException e) {
            add(new NotFound());
            return;
        }
        Div titleRow = new Div(name, archivedBadge);
        titleRow.addClassName("class-title-row");
        Div codeBox = new Div(codeLabel, code, codeHint);
        codeBox.addClassName("class-code-box");
        Div links = new Div(classGame, progress);
        links.addClassName("class-links");
        Div pupilButtons = new Div();
        pupilButtons.addClassName("pupil-buttons");
        if (teacher) {
            titleRow.add(rename, archive);
            links.addComponentAsFirst(parentCards);
            links.addComponentAsFirst(cards);
            pupilButtons.add(addPupil, addPupils);
        }
        Div pupilSection = new Div(pupilsTitle, pupilButtons, pupils);
        pupilSection.addClassName("pupil-section");
        levelForm.addBeforeSave(multicartesChoice);
        levelForm.addBeforeSave(turnTimer);
        Div levelSection = new Div(levelTitle, levelNote, levelForm);
        levelSection.addClassName("level-section");
        Div columns = new Div(pupilSection, levelSection);
        columns.addClassName("class-columns");
        Div head = new Div(codeBox, links);
        head.addClassName("class-head");
        add(titleRow, head, columns, new org.arithmos.tables.ui.ClassLiveTables(tables, schoolClass.id()));
        levelForm.setLevel(classLevel);
        levelForm.setReadOnly(!teacher);
        multicartesChoice.setValue(multicartes.classChoice(schoolClass.id()));
        multicartesChoice.setReadOnly(!teacher);
        turnTimer.setValue(tables.classTurnTimer(schoolClass.id()));
        turnTimer.setReadOnly(!teacher);
        cards.setHref("classes/" + id() + "/cards");
        parentCards.setHref("classes/" + id() + "/parent-cards");
        progress.setHref("classes/" + id() + "/progress");
        classGame.setHref("classes/" + id() + "/class-game");
    }

    private long id() {
        return schoolClass.id();
    }

    @Override
    protected void onAttach(com.vaadin.flow.component.AttachEvent event) {
        super.onAttach(event);
        event.getUI().getPage().fetchCurrentURL(url -> {
            origin = url.getProtocol() + "://" + url.getAuthority();
            showHead();
        });
    }

    private void showHead() {
        if (schoolClass == null) {
            return;
        }
        name.setText(schoolClass.name());
        archivedBadge.setText(getTranslation("teacher.class.archivedBadge"));
        archivedBadge.setVisible(schoolClass.archived());
        rename.setText(getTranslation("teacher.class.rename"));
        archive.setText(getTranslation(schoolClass.archived() ? "teacher.class.unarchive" : "teacher.class.archive"));
        archive.setIcon((schoolClass.archived() ? VaadinIcon.ARROW_BACKWARD : VaadinIcon.ARCHIVE).create());
        codeLabel.setText(getTranslation("teacher.class.code"));
        code.setText(schoolClass.code());
        codeHint.setText(schoolClass.archived() ? getTranslation("teacher.class.archivedHint")
                : getTranslation("teacher.class.codeHint", origin + "/class"));
    }

    private void showPupils() {
        List<Account> list = classroom.pupils(id());
        pupilsTitle.setText(getTranslation("teacher.pupils.title", list.size()));
        pupils.show(list, classLevel, levels.pupilChanges(id()), classroom.manyWrongTries(id()));
    }

    private void renameClass() {
        NameDialog.forName("class-name-dialog", getTranslation("teacher.class.renameTitle"),
                getTranslation("teacher.class.nameLabel"), schoolClass.name(), 80, getTranslation("teacher.save"),
                typed -> problemOf(() -> {
                    schoolClass = classroom.rename(id(), typed);
                    showHead();
                })).open();
    }

    private void archiveOrBringBack() {
        if (schoolClass.archived()) {
            schoolClass = classroom.archive(id(), false);
            showHead();
            Problems.done(getTranslation("teacher.class.unarchived", schoolClass.name()));
            return;
        }
        new ConfirmBox("archive-dialog", getTranslation("teacher.class.archiveTitle", schoolClass.name()),
                getTranslation("teacher.class.archiveText"), getTranslation("teacher.class.archive"), () -> {
                    schoolClass = classroom.archive(id(), true);
                    showHead();
                }).open();
    }

    private void addOnePupil() {
        NameDialog.forName("add-pupil-dialog", getTranslation("teacher.addPupil.title"),
                getTranslation("teacher.addPupil.label"), "", ClassroomService.MAX_PUPIL_NAME,
                getTranslation("teacher.addPupil.ok"), typed -> problemOf(() -> {
                    PupilCredentials added = classroom.addPupil(id(), typed);
                    showPupils();
                    Problems.done(getTranslation("teacher.addPupil.done", added.pupil().displayName()));
                })).open();
    }

    private void addPupilsFromList() {
        NameDialog.forList("add-pupils-dialog", getTranslation("teacher.addPupils.title"),
                getTranslation("teacher.addPupils.intro"), getTranslation("teacher.addPupils.label"),
                getTranslation("teacher.addPupils.helper", ClassroomService.MAX_PUPILS_AT_ONCE),
                getTranslation("teacher.addPupils.ok"), typed -> {
                    List<String> names = PupilNames.fromList(typed);
                    return getTranslation("teacher.addPupils.preview", names.size(), String.join(" · ", names));
                }, typed -> problemOf(() -> {
                    int added = classroom.addPupils(id(), typed).size();
                    showPupils();
                    Problems.done(getTranslation("teacher.addPupils.done", added));
                })).open();
    }

    private void renamePupil(Account pupil) {
        NameDialog.forName("rename-pupil-dialog", getTranslation("teacher.renamePupil.title", pupil.displayName()),
                getTranslation("teacher.addPupil.label"), pupil.displayName(), ClassroomService.MAX_PUPIL_NAME,
                getTranslation("teacher.save"), typed -> problemOf(() -> {
                    classroom.renamePupil(pupil.id(), typed);
                    showPupils();
                })).open();
    }

    private void newSecret(Account pupil) {
        new ConfirmBox("new-secret-confirm", getTranslation("teacher.newSecret.title", pupil.displayName()),
                getTranslation("teacher.newSecret.confirm", pupil.displayName()),
                getTranslation("teacher.newSecret.yes"), () -> Problems.attempt(this, () ->
                        new NewSecretDialog(classroom.resetSecret(pupil.id()), id(), getLocale(), origin).open())).open();
    }

    private void pupilLevel(Account pupil) {
        Problems.attempt(this, () -> new PupilLevelDialog(pupil, classLevel, levels.pupilChange(pupil.id()),
                change -> Problems.attempt(this, () -> {
                    levels.setPupilChange(pupil.id(), change);
                    showPupils();
                    Problems.done(getTranslation("teacher.pupilLevel.saved", pupil.displayName()));
                })).open());
    }

    /** Runs a change; null when it worked, else the words saying why it was refused. */
    private String problemOf(Runnable change) {
        try {
            change.run();
            return null;
        } catch (ClassroomException | org.arithmos.accounts.AccountException e) {
            return Problems.say(this, e);
        }
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        if (schoolClass == null) {
            return;
        }
        showHead();
        cards.setLabel(getTranslation("teacher.class.printCards"));
        parentCards.setLabel(getTranslation("teacher.class.parentCards"));
        progress.setLabel(getTranslation("teacher.class.progress"));
        classGame.setLabel(getTranslation("teacher.class.classGame"));
        addPupil.setText(getTranslation("teacher.addPupil.button"));
        addPupils.setText(getTranslation("teacher.addPupils.button"));
        levelTitle.setText(getTranslation("teacher.level.title"));
        multicartesChoice.setLabel(getTranslation("teacher.multicartes.label"));
        turnTimer.setLabel(getTranslation("teacher.turnTimer.label"));
        levelNote.setText(getTranslation("teacher.level.note"));
        showPupils();
    }

    @Override
    public String getPageTitle() {
        return (schoolClass == null ? getTranslation("teacher.notFound.title") : schoolClass.name()) + " · Arithmos";
    }
}
