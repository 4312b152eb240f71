package org.arithmos.classgame.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.UUID;
import org.arithmos.classgame.ClassGameException;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classgame.Debrief;
import org.arithmos.tables.ui.MarkWords;

/**
 * The debrief of a class game (issue 15), made to be projected: the most frequent kinds of mistake, each with its
 * rule and one example from the session explained with the correct play (no name: the class learns from the
 * mistake, not from who made it), then the best calculations, by first name. The teacher's session only.
 */
@Route(value = "class-games/:classGameId/debrief", autoLayout = false)
@RolesAllowed({"TEACHER", "ADMIN"})
@com.vaadin.flow.component.dependency.StyleSheet("styles/cardgames.css")
@com.vaadin.flow.component.dependency.StyleSheet("styles/multicartes.css")
@com.vaadin.flow.component.dependency.StyleSheet("styles/nainjaune.css")
@com.vaadin.flow.component.dependency.StyleSheet("styles/krambambuli.css")
class DebriefView extends Div implements BeforeEnterObserver, HasDynamicTitle {

    private final ClassGameService service;
    private final List<MarkWords> words;
    private final List<org.arithmos.tables.ui.MomentWords> moments;
    private final Div moment = new Div();

    DebriefView(ClassGameService service, List<MarkWords> words, List<org.arithmos.tables.ui.MomentWords> moments,
                List<org.arithmos.tables.ui.ReplayBoard> boards) {
        this.service = service;
        this.words = words;
        // A game with no moment words of its own (the card games) shows its replay's board (0035).
        List<org.arithmos.tables.ui.MomentWords> all = new java.util.ArrayList<>(moments);
        boards.stream().filter(b -> moments.stream().noneMatch(m -> m.kind().equals(b.kind())))
                .map(org.arithmos.tables.ui.BoardMoment::new).forEach(all::add);
        this.moments = List.copyOf(all);
        addClassNames("projector", "debrief");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        Debrief d;
        try {
            UUID id = event.getRouteParameters().get("classGameId").flatMap(Missing::uuid)
                    .orElseThrow(() -> new ClassGameException(ClassGameException.Problem.NOT_FOUND, "no id"));
            d = service.debrief(id);
        } catch (ClassGameException e) {
            if (e.problem() == ClassGameException.Problem.NOT_OVER) {
                Anchor back = new Anchor("class-games/" + event.getRouteParameters().get("classGameId").orElse(""),
                        getTranslation("classGame.backToGame"));
                back.addClassName("back-link");
                Paragraph why = new Paragraph(getTranslation("classGame.error.NOT_OVER"));
                why.setId("debrief-not-over");
                add(back, why);
            } else {
                add(new Missing());
            }
            return;
        }
        Anchor back = new Anchor("class-games/" + d.game().id(), getTranslation("classGame.backToGame"));
        back.addClassName("back-link");
        back.setId("debrief-back");
        add(back, new H1(getTranslation("classGame.debriefTitle", getTranslation("teacher.game." + d.game().kind()))));
        add(new H2(getTranslation("classGame.frequentMistakes")));
        Div mistakes = new Div();
        mistakes.setId("debrief-mistakes");
        if (d.mistakes().isEmpty()) {
            mistakes.add(new Paragraph(getTranslation("classGame.noMistake")));
        }
        for (Debrief.MistakeKind m : d.mistakes()) {
            mistakes.add(mistake(d.game().kind(), m));
        }
        add(mistakes);
        if (MarkWords.calculations(words, d.game().kind())) {
            bestCalculations(d);
        }
        if (d.game().commonDeal() && d.game().over()) {
            sameDeal(d);
        }
    }

    /** The longest correct calculations (a game whose plays are calculations: Nambarz). */
    private void bestCalculations(Debrief d) {
        add(new H2(getTranslation("classGame.bestCalculations")));
        Div best = new Div();
        best.setId("debrief-best");
        if (d.best().isEmpty()) {
            best.add(new Paragraph(getTranslation("classGame.noCalculation")));
        }
        for (Debrief.BestCalculation c : d.best()) {
            Span calc = new Span(c.shown());
            calc.addClassName("class-game-stroke-calc");
            Paragraph p = new Paragraph(new Span(getTranslation("classGame.strokeBy", c.name(), c.table())), calc);
            p.addClassName("class-game-stroke");
            best.add(p);
        }
        add(best);
    }

    /**
     * One deal at every table: the teacher picks a moment (the first move by default, the same position at every
     * table) and the class sees what each table played there and the best play there was.
     */
    private void sameDeal(Debrief d) {
        var pictures = moments.stream().filter(m -> m.kind().equals(d.game().kind())).findFirst();
        if (pictures.isEmpty()) {
            return;
        }
        int longest = service.overview(d.game().id()).stream().mapToInt(org.arithmos.tables.TableOverview::moves)
                .max().orElse(0);
        com.vaadin.flow.component.select.Select<Integer> at = new com.vaadin.flow.component.select.Select<>();
        at.setId("debrief-moment-select");
        at.setLabel(getTranslation("classGame.momentChoose"));
        at.setItems(java.util.stream.IntStream.range(0, Math.max(1, longest)).boxed().toList());
        at.setItemLabelGenerator(n -> getTranslation("classGame.momentMove", n + 1));
        moment.setId("debrief-moment");
        moment.addClassName("debrief-moments");
        at.addValueChangeListener(e -> {
            moment.removeAll();
            try {
                service.moments(d.game().id(), e.getValue()).forEach(m -> moment.add(pictures.get().show(m, this)));
            } catch (ClassGameException | org.arithmos.tables.TableException refused) {
                moment.add(new Paragraph(getTranslation("classGame.error.NOT_OVER")));
            }
        });
        add(new H2(getTranslation("classGame.sameDeal")), at, moment);
        at.setValue(0);
    }

    private Div mistake(String kind, Debrief.MistakeKind m) {
        Div box = new Div();
        box.addClassName("debrief-mistake");
        Span rule = new Span(m.rule());
        rule.addClassName("debrief-rule-id");
        Span count = new Span(getTranslation("classGame.mistakeCount", m.count()));
        count.addClassName("debrief-count");
        Span name = new Span(RuleWords.name(this, m.rule()));
        name.addClassName("debrief-rule-name");
        Div head = new Div(name, rule, count);
        head.addClassName("debrief-mistake-head");
        box.add(head, new Paragraph(RuleWords.of(this, m.rule())));
        words.stream().filter(w -> w.kind().equals(kind)).findFirst().flatMap(w -> w.explain(m.example(), this, getLocale()))
                .ifPresent(example -> {
                    Span label = new Span(getTranslation("classGame.example"));
                    label.addClassName("debrief-example-label");
                    box.add(label, example);
                });
        return box;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("classGame.debrief") + " · Arithmos";
    }
}
