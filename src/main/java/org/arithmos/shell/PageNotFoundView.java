package org.arithmos.shell;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.ParentLayout;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.servlet.http.HttpServletResponse;

/**
 * An address that leads nowhere, or to a page this person may not open (Vaadin answers both as "not
 * found", so that nothing tells that the page exists): a plain message in the user's language, inside the
 * usual layout with its menu, and a way home. Replaces Vaadin's bare "Could not navigate to ..." page.
 */
@ParentLayout(MainLayout.class)
@AnonymousAllowed
public class PageNotFoundView extends Div implements HasErrorParameter<NotFoundException>, HasDynamicTitle {

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        removeAll();
        addClassName("page");
        setId("page-not-found");
        add(new H1(getTranslation("error.notFound.title")), new Paragraph(getTranslation("error.notFound.text")),
                new RouterLink(getTranslation("error.notFound.home"), HomeView.class));
        return HttpServletResponse.SC_NOT_FOUND;
    }

    /** Every page has a title (WCAG 2.4.2; AccessibilityIT visits a wrong address too). */
    @Override
    public String getPageTitle() {
        return getTranslation("error.notFound.title") + " · Arithmos";
    }
}
