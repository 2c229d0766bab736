// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/verifydialog.h"

#include "dialogs/casefieldsform.h"
#include "io/imageformat.h"
#include "verify/hashlogreader.h"
#include "verify/verificationinputs.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Custody {

VerifyDialog::VerifyDialog(const QString &folder, QWidget *parent)
    : QDialog(parent)
    , m_folder(folder)
{
    setObjectName(QStringLiteral("verifyDialog"));
    setWindowTitle(tr("Verify an image"));
    m_image = new QLineEdit;
    m_image->setObjectName(QStringLiteral("imagePath"));
    auto *browse = new QPushButton(tr("&Browse…"));
    connect(browse, &QPushButton::clicked, this, &VerifyDialog::browseImage);
    auto *imageRow = new QHBoxLayout;
    imageRow->addWidget(m_image, 1);
    imageRow->addWidget(browse);
    auto *imageLabel = new QLabel(tr("&Image:"));
    imageLabel->setBuddy(m_image);

    // Each hashlog with the format it reads as: what the verification will take from it.
    m_hashlogs = new QTreeWidget;
    m_hashlogs->setObjectName(QStringLiteral("hashlogs"));
    m_hashlogs->setAccessibleName(tr("Hashlogs"));
    m_hashlogs->setColumnCount(2);
    m_hashlogs->setHeaderLabels({tr("Hashlog"), tr("Read as")});
    m_hashlogs->setRootIsDecorated(false);
    m_hashlogs->setTextElideMode(Qt::ElideMiddle);
    m_hashlogs->header()->setStretchLastSection(false);
    m_hashlogs->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_hashlogs->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto *hashlogLabel = new QLabel(tr("&Hashlogs:"));
    hashlogLabel->setBuddy(m_hashlogs);
    auto *add = new QPushButton(tr("&Add hashlog…"));
    connect(add, &QPushButton::clicked, this, &VerifyDialog::addHashlog);
    auto *remove = new QPushButton(tr("&Remove"));
    connect(remove, &QPushButton::clicked, this, &VerifyDialog::removeHashlog);
    auto *hashlogButtons = new QHBoxLayout;
    hashlogButtons->addWidget(add);
    hashlogButtons->addWidget(remove);
    hashlogButtons->addStretch();

    // Optional: signed records, logs and reports must then also chain to this CA.
    m_trustedCa = new QLineEdit;
    m_trustedCa->setObjectName(QStringLiteral("trustedCa"));
    m_trustedCa->setPlaceholderText(tr("optional: signatures must come from this CA (PEM)"));
    auto *browseCa = new QPushButton(tr("Brow&se…"));
    connect(browseCa, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getOpenFileName(
            this, tr("The CA certificate signers must chain to"), m_trustedCa->text(),
            tr("PEM files (*.pem *.crt);;All files (*)"));
        if (!chosen.isEmpty())
            m_trustedCa->setText(chosen);
    });
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(m_trustedCa, 1);
    caRow->addWidget(browseCa);
    auto *caLabel = new QLabel(tr("&Trusted CA:"));
    caLabel->setBuddy(m_trustedCa);

    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(imageLabel, imageRow);
    form->addRow(hashlogLabel, m_hashlogs);
    form->addRow(QString(), hashlogButtons);
    form->addRow(caLabel, caRow);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *verify = m_buttons->addButton(tr("&Verify"), QDialogButtonBox::AcceptRole);
    verify->setObjectName(QStringLiteral("verifyButton"));
    verify->setAutoDefault(false);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        Q_EMIT verificationRequested(imagePath(), hashlogPaths(), trustedCaPath());
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The hashlogs next to the image are looked for as the path is typed, after a short pause.
    m_lookup.setSingleShot(true);
    m_lookup.setInterval(300);
    connect(&m_lookup, &QTimer::timeout, this, [this] { setImage(m_image->text()); });
    connect(m_image, &QLineEdit::textChanged, this, [this] {
        m_look.cancel(); // an answer about another path
        m_lookup.start();
        revalidate();
    });
    connect(&m_look, &Errand::slow, this, &VerifyDialog::revalidate);
    connect(&m_reading, &Errand::slow, this, &VerifyDialog::showHashlogFormats);
    // Only when the text changed since the last look: leaving the field for Verify must not
    // start the look again (it would disable the button under the click).
    connect(m_image, &QLineEdit::editingFinished, this, [this] {
        if (m_lookup.isActive())
            setImage(m_image->text());
    });

    // The case the verification is made for: into its report and the history.
    m_caseFields = new CaseFieldsForm;

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_caseFields);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    resize(720, 600);
    revalidate();
}

QString VerifyDialog::imagePath() const
{
    return QFileInfo(m_image->text().trimmed()).absoluteFilePath();
}

void VerifyDialog::setTrustedCa(const QString &path)
{
    m_trustedCa->setText(path);
}

QString VerifyDialog::trustedCaPath() const
{
    const QString path = m_trustedCa->text().trimmed();
    return path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
}

QStringList VerifyDialog::hashlogPaths() const
{
    QStringList paths;
    for (int row = 0; row < m_hashlogs->topLevelItemCount(); ++row)
        paths << m_hashlogs->topLevelItem(row)->text(0);
    return paths;
}

void VerifyDialog::setCaseDetails(const CaseDetails &details)
{
    m_caseFields->setDetails(details);
}

CaseDetails VerifyDialog::caseDetails() const
{
    return m_caseFields->details();
}

void VerifyDialog::setInputs(const QString &imagePath, const QStringList &hashlogPaths)
{
    setImage(imagePath);
    for (const QString &hashlog : hashlogPaths)
        addHashlogRow(hashlog);
    readHashlogs();
    revalidate();
}

void VerifyDialog::addHashlogRow(const QString &path)
{
    if (hashlogPaths().contains(path))
        return;
    auto *row = new QTreeWidgetItem(m_hashlogs, {path});
    row->setToolTip(0, path);
    showHashlogFormats();
}

void VerifyDialog::readHashlogs()
{
    QStringList unread;
    for (const QString &path : hashlogPaths()) {
        if (!m_hashlogFacts.contains(path))
            unread << path;
    }
    if (unread.isEmpty())
        return;
    // Read as the verification will read them (a hashlog may be on a share that does not
    // answer); a later run reads what is unread then, this one's included.
    m_reading.run([this, unread]() -> Errand::Answer {
        QHash<QString, HashlogFacts> facts;
        for (const QString &path : unread) {
            const Result<Hashlog> log = readHashlog(path);
            facts.insert(path, log ? HashlogFacts{hashlogFormatDisplayName(log->format), {}}
                                   : HashlogFacts{{}, log.error().userMessage()});
        }
        return [this, facts = std::move(facts)] {
            m_hashlogFacts.insert(facts);
            showHashlogFormats();
            revalidate();
        };
    });
    showHashlogFormats();
}

void VerifyDialog::showHashlogFormats()
{
    for (int row = 0; row < m_hashlogs->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = m_hashlogs->topLevelItem(row);
        const auto facts = m_hashlogFacts.constFind(item->text(0));
        const QString readAs
            = facts == m_hashlogFacts.cend()
                  ? (m_reading.isSlow() ? tr("its folder does not answer") : tr("reading…"))
              : facts->problem.isEmpty() ? facts->readAs
                                         : tr("not readable");
        item->setText(1, readAs);
        item->setToolTip(1, facts != m_hashlogFacts.cend() && !facts->problem.isEmpty()
                                ? facts->problem
                                : readAs);
    }
}

void VerifyDialog::setImage(const QString &path)
{
    if (m_image->text() != path)
        m_image->setText(path);
    m_lookup.stop();
    m_hashlogs->clear();
    m_reading.cancel();
    m_hashlogFacts.clear();
    if (m_image->text().trimmed().isEmpty()) {
        m_look.cancel();
        revalidate();
        return;
    }
    m_look.run([this, image = imagePath()]() -> Errand::Answer {
        ImageFacts facts = factsOf(image);
        return [this, facts = std::move(facts)] {
            m_facts = facts;
            // Those added by hand meanwhile stay.
            for (const QString &hashlog : facts.hashlogs)
                addHashlogRow(hashlog);
            readHashlogs();
            revalidate();
        };
    });
    revalidate();
}

VerifyDialog::ImageFacts VerifyDialog::factsOf(const QString &path)
{
    ImageFacts facts;
    facts.path = path;
    facts.isFile = QFileInfo(path).isFile();
    if (!facts.isFile)
        return facts;
    // What custody-cli verify checks: what lies next to the image's files (its segments).
    if (const Result<VerificationInputs> inputs = verificationInputsFor(path)) {
        facts.hashlogs = inputs->hashlogs;
        // An E01 image holds its own MD5 and SHA-1: it can be verified with no hashlog beside it.
        facts.storesItsDigests = ImageFormats::formatOf(inputs->imageFiles) == ImageFormat::Ewf;
    }
    return facts;
}

void VerifyDialog::browseImage()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Image to verify"), m_folder);
    if (!path.isEmpty())
        setImage(path);
}

void VerifyDialog::addHashlog()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Hashlog"), QFileInfo(imagePath()).absolutePath());
    if (!path.isEmpty())
        addHashlogRow(path);
    readHashlogs();
    revalidate();
}

void VerifyDialog::removeHashlog()
{
    // Read again when added again: it may have been mended meanwhile.
    if (const QTreeWidgetItem *current = m_hashlogs->currentItem())
        m_hashlogFacts.remove(current->text(0));
    delete m_hashlogs->currentItem();
    revalidate();
}

void VerifyDialog::revalidate()
{
    // From what the last look found, never from the file system: this runs on the GUI thread.
    QString message;
    if (m_image->text().trimmed().isEmpty())
        message = tr("Choose the image (for a split or E01 image, any of its segments).");
    else if (m_look.isSlow())
        message = tr("Still looking at %1 and for hashlogs next to it: its folder does not "
                     "answer (a share that is slow or gone?).")
                      .arg(imagePath());
    else if (isLooking() || m_facts.path != imagePath())
        message = tr("Looking for hashlogs next to the image…");
    else if (!m_facts.isFile)
        message = tr("%1 is not a file.").arg(imagePath());
    else if (m_hashlogs->topLevelItemCount() == 0 && !m_facts.storesItsDigests)
        message = tr("No hashlog found next to the image: add one.");
    for (const QString &path : hashlogPaths()) {
        if (const auto facts = m_hashlogFacts.constFind(path);
            message.isEmpty() && facts != m_hashlogFacts.cend() && !facts->problem.isEmpty())
            message = tr("%1 cannot be read as a hashlog: %2\nRemove it, or add another.")
                          .arg(path, facts->problem);
    }
    m_message->setText(message);
    for (QAbstractButton *button : m_buttons->buttons()) {
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(message.isEmpty());
    }
}

} // namespace Custody
